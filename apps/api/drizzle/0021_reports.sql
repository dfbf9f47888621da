CREATE TABLE "report_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reporting_currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_settings_single_row" CHECK ("report_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "report_exchange_rates" (
	"currency_code" varchar(3) PRIMARY KEY NOT NULL,
	"per_usd" numeric(24, 10) NOT NULL,
	"as_of" date DEFAULT CURRENT_DATE NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "report_exchange_rates_positive" CHECK ("report_exchange_rates"."per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "report_watermarks" (
	"source" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL,
	"folded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_daily_games" (
	"day" date NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"provider" text NOT NULL,
	"game" text NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_games_pk" PRIMARY KEY("day","currency_code","provider","game")
);
--> statement-breakpoint
CREATE TABLE "report_daily_bonus" (
	"day" date NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"bonus_credited" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_bonus_pk" PRIMARY KEY("day","currency_code")
);
--> statement-breakpoint
CREATE TABLE "report_daily_payments" (
	"day" date NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"method_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_payments_pk" PRIMARY KEY("day","currency_code","method_code","kind","status")
);
--> statement-breakpoint
CREATE TABLE "report_payment_states" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"method_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_daily_players" (
	"day" date NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"registrations" bigint DEFAULT 0 NOT NULL,
	"first_deposits" bigint DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_players_pk" PRIMARY KEY("day","currency_code")
);
--> statement-breakpoint
CREATE TABLE "report_first_deposits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_active_players" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "report_active_players_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_daily_active" (
	"day" date PRIMARY KEY NOT NULL,
	"players" bigint DEFAULT 0 NOT NULL,
	"last_active" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_player_last_active" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_daily_rtp" (
	"day" date NOT NULL,
	"title_id" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"sum_ratio" double precision DEFAULT 0 NOT NULL,
	"sum_ratio_sq" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_rtp_pk" PRIMARY KEY("day","title_id","currency_code")
);
--> statement-breakpoint
-- The fold reads payments and finished rounds by updated_at (declared in their modules' schemas).
CREATE INDEX "payments_updated_idx" ON "payments" USING btree ("updated_at");
--> statement-breakpoint
CREATE INDEX "play_rounds_finished_updated" ON "play_rounds" USING btree ("updated_at") WHERE "play_rounds"."mode" = 'real' and "play_rounds"."status" = 'complete';
--> statement-breakpoint
INSERT INTO "report_settings" ("id", "reporting_currency") VALUES (1, 'USD');
--> statement-breakpoint
-- Units of each currency per 1 USD, indicative mid rates of late 2026; edited in the console.
INSERT INTO "report_exchange_rates" ("currency_code", "per_usd") VALUES
	('USD', 1), ('INR', 88.5), ('BDT', 122), ('AZN', 1.7), ('BRL', 5.35), ('EUR', 0.86),
	('KZT', 520), ('PKR', 281), ('TRY', 42.2), ('UZS', 12050), ('MMK', 2100), ('KES', 129.2),
	('LKR', 302), ('GBP', 0.76);
