-- The offer a player chose for their next deposit (issue 21: the `bonus` popup's deposit),
-- taken by the deposit's credit. One row per player: a later deposit request replaces it.
CREATE TABLE "bonus_deposit_choices" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_deposit_choices" ADD CONSTRAINT "bonus_deposit_choices_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;
