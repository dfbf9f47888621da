CREATE TABLE "play_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" integer,
	"title_id" text NOT NULL,
	"paytable_version" text NOT NULL,
	"mode" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"bet" bigint NOT NULL,
	"lines" integer,
	"win" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"status" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"feature" jsonb,
	"seed_pair_id" bigint,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_seed_pairs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"launch_session_id" uuid NOT NULL,
	"user_id" integer,
	"title_id" text NOT NULL,
	"mode" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"language" text NOT NULL,
	"return_url" text,
	"demo_balance" bigint,
	"demo_server_seed" text,
	"demo_client_seed" text,
	"demo_nonce" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_sessions_demo_balance_non_negative" CHECK ("play_sessions"."demo_balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "play_rounds" ADD CONSTRAINT "play_rounds_session_id_play_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."play_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_rounds" ADD CONSTRAINT "play_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_rounds" ADD CONSTRAINT "play_rounds_seed_pair_id_play_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."play_seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_seed_pairs" ADD CONSTRAINT "play_seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_launch_session_id_game_sessions_id_fk" FOREIGN KEY ("launch_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "play_rounds_round_id" ON "play_rounds" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "play_rounds_user_history" ON "play_rounds" USING btree ("user_id","id" DESC NULLS LAST) WHERE "play_rounds"."mode" = 'real';--> statement-breakpoint
CREATE INDEX "play_rounds_unfinished" ON "play_rounds" USING btree ("user_id","title_id") WHERE "play_rounds"."status" = 'free_spins';--> statement-breakpoint
CREATE INDEX "play_rounds_session_unfinished" ON "play_rounds" USING btree ("session_id") WHERE "play_rounds"."status" = 'free_spins';--> statement-breakpoint
CREATE UNIQUE INDEX "play_seed_pairs_active" ON "play_seed_pairs" USING btree ("user_id","family") WHERE "play_seed_pairs"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "play_sessions_token_hash" ON "play_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "play_sessions_launch" ON "play_sessions" USING btree ("launch_session_id");