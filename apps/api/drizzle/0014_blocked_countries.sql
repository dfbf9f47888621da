CREATE TABLE "blocked_countries" (
	"country_code" varchar(2) PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_countries_code_upper" CHECK ("blocked_countries"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
INSERT INTO "blocked_countries" ("country_code", "reason") VALUES ('US', 'Real-money play is not licensed in the United States (spec core §6)') ON CONFLICT DO NOTHING;
