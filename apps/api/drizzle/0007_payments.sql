CREATE TABLE "payment_account_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"payment_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_id" uuid,
	"headers" jsonb NOT NULL,
	"raw_body" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method_currencies" (
	"method_code" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"deposit_min" bigint,
	"deposit_max" bigint,
	"withdraw_min" bigint,
	"withdraw_max" bigint,
	"selectors" jsonb,
	"default_sum" bigint,
	CONSTRAINT "payment_method_currencies_method_code_currency_code_pk" PRIMARY KEY("method_code","currency_code")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"alias" text NOT NULL,
	"system_alias" text NOT NULL,
	"flow" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"display_name" text NOT NULL,
	"logo" text NOT NULL,
	"deposit_steps" jsonb,
	"withdrawal_steps" jsonb,
	"deposit_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"withdrawal_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_player_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"failed_deposits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_orders" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"status" text NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"method_code" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text,
	"transaction_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"test" jsonb,
	"reason" text,
	"failure_ordinal" text,
	"next_poll_at" timestamp with time zone,
	"polls" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_account_reviews" ADD CONSTRAINT "payment_account_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_currencies" ADD CONSTRAINT "payment_method_currencies_method_code_payment_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."payment_methods"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_player_stats" ADD CONSTRAINT "payment_player_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_account_reviews_open" ON "payment_account_reviews" USING btree ("user_id") WHERE "payment_account_reviews"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_callbacks_payment_idx" ON "payment_callbacks" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_id_unique" ON "payments" USING btree ("provider","transaction_id") WHERE "payments"."transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_unique" ON "payments" USING btree ("provider","provider_reference") WHERE "payments"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","type","status");--> statement-breakpoint
CREATE INDEX "payments_poll_idx" ON "payments" USING btree ("next_poll_at") WHERE "payments"."next_poll_at" is not null;