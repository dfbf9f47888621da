CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'promo' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"turning_speed" integer DEFAULT 5 NOT NULL,
	"button_link_desktop" text NOT NULL,
	"button_link_mob" text NOT NULL,
	"img_mob" text NOT NULL,
	"img_desktop" text NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"geo" text[] DEFAULT '{}' NOT NULL,
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banners_name_unique" UNIQUE("name")
);
