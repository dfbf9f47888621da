CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"second_name" text DEFAULT '' NOT NULL,
	"nationality" varchar(2),
	"gender" text,
	"birthday" date,
	"country" varchar(2),
	"one_click_deposit" boolean DEFAULT true NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"first_deposit" boolean DEFAULT false NOT NULL,
	"bonus_choice" text DEFAULT 'none' NOT NULL,
	"referred_by_code" text,
	"tracking" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"geo" varchar(2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "failed_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_lower" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "failed_logins_email_time" ON "failed_logins" USING btree ("email_lower","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_time" ON "mail_outbox" USING btree ("to_address","created_at");