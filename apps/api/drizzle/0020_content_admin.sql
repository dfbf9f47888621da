CREATE TABLE "uploads" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"ext" text NOT NULL,
	"bytes" bytea NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "cover" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "cover_width" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_category_links" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_categories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "game_categories" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_method_currencies" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION "payment_methods_keep_operator_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.edited_at IS NOT NULL AND NEW.edited_at IS NOT DISTINCT FROM OLD.edited_at THEN
		NEW.sort_order := OLD.sort_order;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_methods_keep_operator_order" BEFORE UPDATE ON "payment_methods" FOR EACH ROW EXECUTE FUNCTION "payment_methods_keep_operator_order"();--> statement-breakpoint
CREATE FUNCTION "payment_method_currencies_keep_operator_limits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.edited_at IS NOT NULL AND NEW.edited_at IS NOT DISTINCT FROM OLD.edited_at THEN
		NEW.deposit_min := OLD.deposit_min;
		NEW.deposit_max := OLD.deposit_max;
		NEW.withdraw_min := OLD.withdraw_min;
		NEW.withdraw_max := OLD.withdraw_max;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_method_currencies_keep_operator_limits" BEFORE UPDATE ON "payment_method_currencies" FOR EACH ROW EXECUTE FUNCTION "payment_method_currencies_keep_operator_limits"();
