-- A player's country starts as the one detected at registration (core §3 User: country); players
-- who registered before it was stored get their detected one, which they may still change.
UPDATE "users" SET "country" = "geo" WHERE "country" IS NULL AND "geo" IS NOT NULL;
