CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso_code" varchar(3) NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "currencies_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso_code" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "languages_iso_code_unique" UNIQUE("iso_code")
);
