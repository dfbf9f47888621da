-- The crash game "aviator" (issue 23, modules/crash/README.md). One published hash chain (its
-- terminating hash and salt; the secret end is not kept, only a checkpoint every 1,000 rounds),
-- the rounds (id = the chain index; result and hash kept from the start, shown only once the
-- round ended), the bets (id from the client, its idempotency key), the game client's sessions
-- (a demo session's play money) and the round leader's lease (one row, an epoch as fencing
-- token, timed by the database clock).
CREATE TABLE "crash_chain" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"terminating_hash" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_chain_single" CHECK ("crash_chain"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "crash_chain_checkpoints" (
	"index" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" integer PRIMARY KEY NOT NULL,
	"phase" text NOT NULL,
	"hash" text NOT NULL,
	"result" integer NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"interrupted" boolean DEFAULT false NOT NULL,
	"epoch" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_rounds_phase" CHECK ("crash_rounds"."phase" in ('betting', 'flying', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "crash_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"launch_session_id" uuid NOT NULL,
	"user_id" integer,
	"token_version" integer,
	"mode" text NOT NULL,
	"currency_code" text NOT NULL,
	"language" text NOT NULL,
	"return_url" text,
	"demo_balance" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "crash_sessions_mode" CHECK ("crash_sessions"."mode" in ('real', 'demo')),
	CONSTRAINT "crash_sessions_demo_balance" CHECK ("crash_sessions"."demo_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crash_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" integer,
	"mode" text NOT NULL,
	"panel" smallint NOT NULL,
	"currency_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"auto_cash_out" integer,
	"max_win" bigint NOT NULL,
	"cap" integer NOT NULL,
	"player" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cashed_out_at" integer,
	"win" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_bets_status" CHECK ("crash_bets"."status" in ('open', 'cashed', 'lost', 'refunded', 'cancelled')),
	CONSTRAINT "crash_bets_panel" CHECK ("crash_bets"."panel" in (1, 2)),
	CONSTRAINT "crash_bets_amount" CHECK ("crash_bets"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "crash_leader" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"holder" text NOT NULL,
	"epoch" bigint NOT NULL,
	"renewed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crash_leader_single" CHECK ("crash_leader"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "crash_sessions" ADD CONSTRAINT "crash_sessions_launch_session_id_game_sessions_id_fk" FOREIGN KEY ("launch_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_sessions" ADD CONSTRAINT "crash_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_session_id_crash_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."crash_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_panel_once" ON "crash_bets" USING btree ("round_id","session_id","panel") WHERE "crash_bets"."status" in ('open', 'cashed');--> statement-breakpoint
CREATE INDEX "crash_bets_round" ON "crash_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "crash_bets_user" ON "crash_bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "crash_bets_session" ON "crash_bets" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "crash_rounds_ended" ON "crash_rounds" USING btree ("id") WHERE "crash_rounds"."phase" = 'ended';
