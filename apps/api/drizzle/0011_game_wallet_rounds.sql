CREATE TABLE "game_wallet_rounds" (
	"provider" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"state" text NOT NULL,
	"bet_posted" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_wallet_rounds_provider_bet_transaction_id_pk" PRIMARY KEY("provider","bet_transaction_id"),
	CONSTRAINT "game_wallet_rounds_state" CHECK ("game_wallet_rounds"."state" in ('open', 'won', 'rolled_back'))
);
--> statement-breakpoint
ALTER TABLE "game_wallet_rounds" ADD CONSTRAINT "game_wallet_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_wallet_rounds_user_idx" ON "game_wallet_rounds" USING btree ("user_id");--> statement-breakpoint
-- Bets placed before rounds were tracked: rolled back when reversed, won when a win of the same
-- provider and round followed, open otherwise.
INSERT INTO "game_wallet_rounds" ("provider", "bet_transaction_id", "user_id", "round_id", "state")
SELECT b."provider", substr(b."idempotency_key", length(b."provider") + 7), b."user_id", b."round_id",
  CASE
    WHEN EXISTS (SELECT 1 FROM "wallet_transactions" r WHERE r."idempotency_key" = 'reverse:' || b."idempotency_key") THEN 'rolled_back'
    WHEN EXISTS (
      SELECT 1 FROM "wallet_transactions" w
      WHERE w."kind" = 'win' AND w."user_id" = b."user_id"
        AND w."metadata"->>'provider' = b."provider" AND w."metadata"->>'roundId' = b."round_id"
    ) THEN 'won'
    ELSE 'open'
  END
FROM (
  SELECT "idempotency_key", "user_id", split_part("idempotency_key", ':', 2) AS "provider",
    coalesce("metadata"->>'roundId', '') AS "round_id"
  FROM "wallet_transactions"
  WHERE "kind" = 'bet' AND "idempotency_key" LIKE 'game:%' AND "user_id" IS NOT NULL
) b
ON CONFLICT DO NOTHING;
