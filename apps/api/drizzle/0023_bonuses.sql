-- The bonus engine (issue 21): offers, grants with their terms, free-spin campaigns, promo codes,
-- bet insurance, refused grants for review, the operator's bonus settings; games' bonus flags.
CREATE TABLE "bonus_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"offer_id" integer,
	"kind" text NOT NULL,
	"display_kind" text NOT NULL,
	"product" text DEFAULT 'casino' NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"funded_from" text DEFAULT 'expense' NOT NULL,
	"deposit_amount" bigint,
	"payment_id" text,
	"campaign_id" bigint,
	"promo_code_id" integer,
	"wager_required" bigint DEFAULT 0 NOT NULL,
	"wager_progress" bigint DEFAULT 0 NOT NULL,
	"converted" bigint,
	"forfeited" bigint,
	"valid_until" timestamp with time zone,
	"wager_valid_until" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_grants_status" CHECK ("bonus_grants"."status" in ('active', 'deactivated', 'queue', 'ready_to_receive', 'await_spin', 'received')),
	CONSTRAINT "bonus_grants_amount" CHECK ("bonus_grants"."amount" >= 0),
	CONSTRAINT "bonus_grants_progress" CHECK ("bonus_grants"."wager_progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"display_kind" text NOT NULL,
	"product" text DEFAULT 'casino' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"fast_percent" integer,
	"fast_minutes" integer,
	"deposit_window_hours" integer,
	"registration" text DEFAULT 'any' NOT NULL,
	"deposits" text DEFAULT 'any' NOT NULL,
	"amounts" jsonb NOT NULL,
	"max_stake" jsonb,
	"wager_multiplier" integer NOT NULL,
	"wagering_hours" integer NOT NULL,
	"freespin_wager_multiplier" integer,
	"freespin_wagering_hours" integer,
	"contributions" jsonb NOT NULL,
	"payout_percent" integer DEFAULT 100 NOT NULL,
	"spins_total" integer,
	"spins_parts" integer,
	"spins_part_hours" integer,
	"spins_game" text,
	"claim_hours" integer DEFAULT 168 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "bonus_offers_kind" CHECK ("bonus_offers"."kind" in ('deposit', 'freespins')),
	CONSTRAINT "bonus_offers_display_kind" CHECK ("bonus_offers"."display_kind" in ('welcome', 'deposit', 'freespins')),
	CONSTRAINT "bonus_offers_product" CHECK ("bonus_offers"."product" in ('casino', 'sport')),
	CONSTRAINT "bonus_offers_status" CHECK ("bonus_offers"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "bonus_offers_payout" CHECK ("bonus_offers"."payout_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "bonus_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"offer_id" integer,
	"promo_code_id" integer,
	"payment_id" text,
	"matched_on" text NOT NULL,
	"matched_user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sportsbook_enabled" boolean DEFAULT false NOT NULL,
	"turnover_rule" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "bonus_settings_single_row" CHECK ("bonus_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "bonus_freespin_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"offer_id" integer,
	"grant_id" bigint,
	"source" text NOT NULL,
	"payment_id" text,
	"promo_code_id" integer,
	"game" text NOT NULL,
	"bet" bigint NOT NULL,
	"spins_total" integer NOT NULL,
	"spins_played" integer DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"win_cap" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text DEFAULT 'await_spin' NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_freespin_campaigns_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "bonus_freespin_campaigns_played" CHECK ("bonus_freespin_campaigns"."spins_played" <= "bonus_freespin_campaigns"."spins_total"),
	CONSTRAINT "bonus_freespin_campaigns_win" CHECK ("bonus_freespin_campaigns"."win_total" <= "bonus_freespin_campaigns"."win_cap")
);
--> statement-breakpoint
CREATE TABLE "bonus_freespin_parts" (
	"campaign_id" bigint NOT NULL,
	"part" integer NOT NULL,
	"spins" integer NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"available_from" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_freespin_parts_campaign_id_part_pk" PRIMARY KEY("campaign_id","part"),
	CONSTRAINT "bonus_freespin_parts_played" CHECK ("bonus_freespin_parts"."played" between 0 and "bonus_freespin_parts"."spins")
);
--> statement-breakpoint
CREATE TABLE "bonus_freespin_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"part" integer NOT NULL,
	"win" bigint NOT NULL,
	"credited" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_insurances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"promo_code_id" integer NOT NULL,
	"cap" bigint NOT NULL,
	"status" text DEFAULT 'armed' NOT NULL,
	"round_key" text,
	"paid" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"reward" text NOT NULL,
	"offer_id" integer,
	"amounts" jsonb NOT NULL,
	"refund_percent" integer,
	"refund_days" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_reward" CHECK ("promo_codes"."reward" in ('bonus', 'freespins', 'insurance', 'refund')),
	CONSTRAINT "promo_codes_status" CHECK ("promo_codes"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "promo_codes_code" CHECK ("promo_codes"."code" ~ '^[A-Z0-9]{3,32}$'),
	CONSTRAINT "promo_codes_uses" CHECK ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"grant_id" bigint,
	"campaign_id" bigint,
	"insurance_id" bigint,
	"amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bonus_excluded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bonus_category" text;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_freespin_parts" ADD CONSTRAINT "bonus_freespin_parts_campaign_id_bonus_freespin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_freespin_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_grants_user" ON "bonus_grants" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_one_active" ON "bonus_grants" USING btree ("user_id","product") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_payment" ON "bonus_grants" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry" ON "bonus_grants" USING btree ("valid_until") WHERE "bonus_grants"."status" in ('active', 'ready_to_receive', 'queue');--> statement-breakpoint
CREATE INDEX "bonus_refusals_open" ON "bonus_refusals" USING btree ("created_at") WHERE "bonus_refusals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "bonus_freespin_campaigns_user" ON "bonus_freespin_campaigns" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_insurances_armed" ON "bonus_insurances" USING btree ("user_id") WHERE "bonus_insurances"."status" = 'armed';--> statement-breakpoint
CREATE INDEX "promo_attempts_user" ON "promo_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once" ON "promo_redemptions" USING btree ("promo_code_id","user_id");
--> statement-breakpoint
INSERT INTO "bonus_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
