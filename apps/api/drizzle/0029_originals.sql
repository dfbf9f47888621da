-- The originals (issue 24, modules/play/README.md "Originals"): a step round (mines, hilo, flip)
-- stays `open` in play_rounds until an action ends it, and refuses a new bet on the same game
-- meanwhile. The bet's insert and the session's answer look for it by player and game (real
-- money) or by session (demo), as for the slots' unfinished free spins.
CREATE INDEX "play_rounds_open" ON "play_rounds" USING btree ("user_id","title_id") WHERE "play_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "play_rounds_session_open" ON "play_rounds" USING btree ("session_id") WHERE "play_rounds"."status" = 'open';
