-- The realtime channel (issue 22): the short event backlog a reconnecting tab resumes from, the
-- one-time stream tickets (sha256 of the token only), and which player has a stream open on a
-- live instance (presence rows, refreshed by each instance's heartbeat).
CREATE TABLE "realtime_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"staff_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_presence" (
	"instance_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_presence_instance_id_user_id_pk" PRIMARY KEY("instance_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "realtime_events_channel_id" ON "realtime_events" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "realtime_tickets_expires_at" ON "realtime_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "realtime_presence_user_id" ON "realtime_presence" USING btree ("user_id");
