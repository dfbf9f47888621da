-- The referral programme (issue 25, apps/api/src/modules/referrals): the programme switch, the
-- commission terms per currency (defaults for every supported currency: 5 % of deposits, 0.25 %
-- of real-money stakes, 90 days, a minimum transfer of about 5 USD), each player's code, the
-- friend-to-inviter links (one per friend), every commission accrued (one per source movement)
-- and the transfers to the main balance (one per player and idempotency key).
CREATE TABLE "referral_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "referral_settings_one_row" CHECK ("referral_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "referral_currency_settings" (
	"currency_code" varchar(3) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"deposit_share_bp" integer NOT NULL,
	"stake_share_bp" integer NOT NULL,
	"window_days" integer NOT NULL,
	"min_transfer" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "referral_currency_settings_shares" CHECK ("referral_currency_settings"."deposit_share_bp" between 0 and 10000 and "referral_currency_settings"."stake_share_bp" between 0 and 10000),
	CONSTRAINT "referral_currency_settings_window" CHECK ("referral_currency_settings"."window_days" between 1 and 3650),
	CONSTRAINT "referral_currency_settings_min" CHECK ("referral_currency_settings"."min_transfer" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "referral_codes_code" CHECK ("referral_codes"."code" ~ '^[A-Z0-9]{4,16}$')
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'clear' NOT NULL,
	"matched_on" text[] DEFAULT '{}'::text[] NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_links_status" CHECK ("referral_links"."status" in ('clear', 'pending', 'approved', 'blocked')),
	CONSTRAINT "referral_links_not_self" CHECK ("referral_links"."referrer_id" <> "referral_links"."referee_id"),
	CONSTRAINT "referral_links_earned" CHECK ("referral_links"."earned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"base" bigint NOT NULL,
	"base_currency" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"taken_back" bigint DEFAULT 0 NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_accruals_kind" CHECK ("referral_accruals"."kind" in ('deposit', 'bet')),
	CONSTRAINT "referral_accruals_amounts" CHECK ("referral_accruals"."amount" > 0 and "referral_accruals"."taken_back" between 0 and "referral_accruals"."amount")
);
--> statement-breakpoint
CREATE TABLE "referral_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"requested" bigint,
	"ledger_transaction_id" bigint NOT NULL,
	"history_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_transfers_amount" CHECK ("referral_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "referral_accruals" ADD CONSTRAINT "referral_accruals_link_id_referral_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."referral_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_referee" ON "referral_links" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referral_links_referrer" ON "referral_links" USING btree ("referrer_id","id");--> statement-breakpoint
CREATE INDEX "referral_links_review" ON "referral_links" USING btree ("status","id") WHERE "referral_links"."status" <> 'clear';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_accruals_source" ON "referral_accruals" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "referral_accruals_link" ON "referral_accruals" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_transfers_key" ON "referral_transfers" USING btree ("user_id","idempotency_key");--> statement-breakpoint
INSERT INTO "referral_settings" ("id", "enabled") VALUES (1, true);--> statement-breakpoint
INSERT INTO "referral_currency_settings" ("currency_code", "deposit_share_bp", "stake_share_bp", "window_days", "min_transfer") VALUES
	('USD', 500, 25, 90, 500),
	('INR', 500, 25, 90, 40000),
	('BDT', 500, 25, 90, 60000),
	('AZN', 500, 25, 90, 1000),
	('BRL', 500, 25, 90, 2500),
	('EUR', 500, 25, 90, 500),
	('KZT', 500, 25, 90, 250000),
	('PKR', 500, 25, 90, 150000),
	('TRY', 500, 25, 90, 20000),
	('UZS', 500, 25, 90, 6500000),
	('MMK', 500, 25, 90, 1100000),
	('KES', 500, 25, 90, 65000),
	('LKR', 500, 25, 90, 150000),
	('GBP', 500, 25, 90, 500);
