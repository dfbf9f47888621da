CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"system_id" text NOT NULL,
	"method_code" text,
	"method_name" text DEFAULT '' NOT NULL,
	"method_logo" text,
	"amount" bigint NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_amount_positive" CHECK ("payment_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_player_balance_non_negative" CHECK (("wallet_accounts"."user_id" is null and "wallet_accounts"."balance" is null) or ("wallet_accounts"."user_id" is not null and "wallet_accounts"."balance" >= 0))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	CONSTRAINT "wallet_entries_amount_non_zero" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"currency_code" varchar(3) NOT NULL,
	"fingerprint" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_ledger_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_history_idx" ON "payment_transactions" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_player_unique" ON "wallet_accounts" USING btree ("user_id","kind","currency_code") WHERE "wallet_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_house_unique" ON "wallet_accounts" USING btree ("kind","currency_code","key") WHERE "wallet_accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "wallet_entries_transaction_idx" ON "wallet_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_key_unique" ON "wallet_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","id");--> statement-breakpoint
-- Ledger rows are immutable: a correction is a new transaction, never an edit.
CREATE FUNCTION "wallet_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger rows are immutable: % on %', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_entries_immutable" BEFORE UPDATE OR DELETE ON "wallet_entries" FOR EACH ROW EXECUTE FUNCTION "wallet_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "wallet_transactions_immutable" BEFORE UPDATE OR DELETE ON "wallet_transactions" FOR EACH ROW EXECUTE FUNCTION "wallet_refuse_change"();
