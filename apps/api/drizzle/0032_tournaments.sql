-- Tournaments (issue 25, modules/tournaments/README.md): the operator's tournaments, the players'
-- entries (points and the order they reached them, from one sequence; the final place once
-- settled), the qualifying bets converted to the reporting currency (so a rollback takes its
-- points back and a provider's win finds its round), and the prize places claimed once at the
-- end and paid under deterministic ledger keys.
CREATE SEQUENCE "public"."tournament_entry_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"games" jsonb NOT NULL,
	"categories" text[] NOT NULL,
	"reporting_currency" text NOT NULL,
	"currencies" text[] NOT NULL,
	"scoring" text NOT NULL,
	"min_stake" bigint NOT NULL,
	"entry" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"banner_url" text,
	"texts" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"settled_at" timestamp with time zone,
	"broadcast_version" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_scoring" CHECK ("tournaments"."scoring" in ('stake', 'win', 'multiplier')),
	CONSTRAINT "tournaments_entry" CHECK ("tournaments"."entry" in ('opt_in', 'automatic')),
	CONSTRAINT "tournaments_schedule" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at"),
	CONSTRAINT "tournaments_min_stake" CHECK ("tournaments"."min_stake" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"name" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"seq" bigint DEFAULT nextval('tournament_entry_seq') NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"final_place" integer,
	CONSTRAINT "tournament_entries_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "tournament_entries_points" CHECK ("tournament_entries"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bet_key" text NOT NULL,
	"round_ref" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_payouts" (
	"tournament_id" integer NOT NULL,
	"place" integer NOT NULL,
	"user_id" integer NOT NULL,
	"points" bigint NOT NULL,
	"kind" text NOT NULL,
	"prize_amount" bigint,
	"amount" bigint,
	"currency_code" text,
	"transaction_id" bigint,
	"bonus_offer_id" integer,
	"bonus_grant_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tournament_payouts_tournament_id_place_pk" PRIMARY KEY("tournament_id","place"),
	CONSTRAINT "tournament_payouts_kind" CHECK ("tournament_payouts"."kind" in ('money', 'bonus')),
	CONSTRAINT "tournament_payouts_status" CHECK ("tournament_payouts"."status" in ('pending', 'paid', 'granted', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_payouts" ADD CONSTRAINT "tournament_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournaments_live" ON "tournaments" USING btree ("ends_at") WHERE "tournaments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "tournament_entries_board" ON "tournament_entries" USING btree ("tournament_id","points" DESC NULLS LAST,"seq");--> statement-breakpoint
CREATE INDEX "tournament_entries_version" ON "tournament_entries" USING btree ("tournament_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_bets_key" ON "tournament_bets" USING btree ("tournament_id","bet_key");--> statement-breakpoint
CREATE INDEX "tournament_bets_round" ON "tournament_bets" USING btree ("tournament_id","user_id","round_ref");--> statement-breakpoint
CREATE INDEX "tournament_payouts_pending" ON "tournament_payouts" USING btree ("tournament_id") WHERE "tournament_payouts"."status" = 'pending';
