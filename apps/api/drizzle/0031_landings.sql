-- Landings (issue 25, modules/landings/README.md): the prize wheels' and game registration
-- popups' prizes and texts as staff set them, the funnel per landing and UTC day (counted by
-- upserts), the visit ids seen (a reload is one visit; pruned after a week) and the account
-- registered from a landing with the prize of that moment.
CREATE TABLE "landing_prizes" (
	"source" text PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"free_spins_game" text,
	"free_spins_count" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_prizes_free_spins" CHECK (("landing_prizes"."free_spins_game" is null) = ("landing_prizes"."free_spins_count" is null) and ("landing_prizes"."free_spins_count" is null or "landing_prizes"."free_spins_count" > 0))
);
--> statement-breakpoint
CREATE TABLE "landing_texts" (
	"source" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"cta" text NOT NULL,
	"prize_line" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_texts_source_language_pk" PRIMARY KEY("source","language")
);
--> statement-breakpoint
CREATE TABLE "landing_funnel_days" (
	"source" text NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"spins" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_funnel_days_source_day_pk" PRIMARY KEY("source","day")
);
--> statement-breakpoint
CREATE TABLE "landing_visits" (
	"visit_id" uuid NOT NULL,
	"source" text NOT NULL,
	"spins" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_visits_visit_id_source_pk" PRIMARY KEY("visit_id","source")
);
--> statement-breakpoint
CREATE TABLE "landing_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"offer_id" integer NOT NULL,
	"free_spins_game" text,
	"free_spins_count" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_deposit_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "landing_accounts" ADD CONSTRAINT "landing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landing_visits_created_at" ON "landing_visits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "landing_accounts_source" ON "landing_accounts" USING btree ("source");
