ALTER TABLE "users" ADD COLUMN "aml_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_email_lower_prefix" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_lower_prefix" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_lower_prefix" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_second_name_lower_prefix" ON "users" USING btree (lower("second_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_referred_by_code_lower" ON "users" USING btree (lower("referred_by_code"),"id") WHERE "users"."referred_by_code" is not null;--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL,
	"user_agent" text,
	"outcome" text NOT NULL,
	"token_version" integer
);
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_user_idx" ON "sign_ins" USING btree ("user_id","id" DESC);--> statement-breakpoint
CREATE INDEX "sign_ins_address_prefix" ON "sign_ins" USING btree ("address" text_pattern_ops);--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notes_user_idx" ON "player_notes" USING btree ("user_id","id" DESC);--> statement-breakpoint
CREATE INDEX "wallet_entries_account_id_idx" ON "wallet_entries" USING btree ("account_id","id" DESC);
