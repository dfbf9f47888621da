-- Notifications (issue 22; engagement §3 "Notification", §4): the notifications raised for a
-- player (one per user, kind and cause: a replayed cause notifies once; staff messages have no
-- kind), the messages staff sent, and the holiday campaigns behind the independence popups.
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text,
	"type" text NOT NULL,
	"weight" integer NOT NULL,
	"life_time" integer NOT NULL,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"ref" text NOT NULL,
	"title" text,
	"body" text,
	"sending_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" in ('transfer', 'deposit', 'withdrawal', 'identification', 'promo'))
);
--> statement-breakpoint
CREATE TABLE "notification_sendings" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" jsonb NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"announce_from" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"final_hours" integer NOT NULL,
	"percent" integer,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_kind_ref" ON "notifications" USING btree ("user_id","kind","ref");--> statement-breakpoint
CREATE INDEX "notifications_user_id" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_sending" ON "notifications" USING btree ("sending_id");--> statement-breakpoint
CREATE INDEX "holiday_campaigns_country" ON "holiday_campaigns" USING btree ("country","ends_at");
