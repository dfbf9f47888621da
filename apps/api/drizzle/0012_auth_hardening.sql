-- Launch tokens and play sessions remember the player's token version they were issued under:
-- a password or e-mail change raises the version, and every older one stops working.
ALTER TABLE "game_sessions" ADD COLUMN "token_version" integer;
--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "token_version" integer;
--> statement-breakpoint
-- Sign-in attempts counted before the password is checked, per account and per address.
CREATE TABLE "auth_login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"unlock_mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "auth_login_throttle_window" ON "auth_login_throttle" USING btree ("window_start");
