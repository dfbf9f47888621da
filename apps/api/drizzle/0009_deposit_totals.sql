CREATE TABLE "payment_deposit_totals" (
	"user_id" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"deposited" bigint NOT NULL,
	CONSTRAINT "payment_deposit_totals_user_id_currency_code_pk" PRIMARY KEY("user_id","currency_code")
);
--> statement-breakpoint
ALTER TABLE "payment_deposit_totals" ADD CONSTRAINT "payment_deposit_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "payment_deposit_totals" ("user_id", "currency_code", "deposited")
SELECT "user_id", "currency_code", sum("amount") FROM "payments"
WHERE "type" = 'deposit' AND "status" = 'success'
GROUP BY "user_id", "currency_code";
