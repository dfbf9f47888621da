DROP INDEX "games_active_popularity";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "recent_rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "games_active_popularity" ON "games" USING btree ("active","recent_rounds" DESC NULLS LAST,"popularity" DESC NULLS LAST,"id");--> statement-breakpoint
-- The popularity refresh (games/popularity.ts) reads the real rounds of the last days by time.
-- Kept out of the schema files: indexes on other modules' tables for this module's job alone.
CREATE INDEX "games_popularity_play_rounds" ON "play_rounds" USING btree ("created_at") WHERE "mode" = 'real';--> statement-breakpoint
CREATE INDEX "games_popularity_wallet_bets" ON "wallet_transactions" USING btree ("created_at") WHERE "kind" = 'bet' AND "idempotency_key" LIKE 'game:%';
