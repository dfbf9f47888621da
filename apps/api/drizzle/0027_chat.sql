-- The support chat (issue 22 "Support chat"): one conversation per player, its messages both
-- ways, the images they carry (kept in the database, served only through signed links), and
-- the canned replies of the support inbox. `waiting_since` is the player's oldest message
-- support has not answered; `mailed_at` the last time an answer was mailed to an absent player
-- (one mail per conversation per 15 minutes).
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" integer,
	"waiting_since" timestamp with time zone,
	"last_message_id" integer,
	"language" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "chat_conversations_status" CHECK ("chat_conversations"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer,
	"owner_staff_id" integer,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_attachments_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "chat_attachments_one_owner" CHECK (("chat_attachments"."owner_user_id" is null) <> ("chat_attachments"."owner_staff_id" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"attachment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_messages_author" CHECK ("chat_messages"."author" in ('player', 'staff', 'system')),
	CONSTRAINT "chat_messages_staff" CHECK (("chat_messages"."author" = 'staff') = ("chat_messages"."staff_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_id_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."chat_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("conversation_id","author") WHERE "chat_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "chat_conversations_queue_idx" ON "chat_conversations" USING btree ("status","waiting_since","updated_at");--> statement-breakpoint
CREATE INDEX "chat_attachments_unused_idx" ON "chat_attachments" USING btree ("created_at") WHERE "chat_attachments"."message_id" is null;
