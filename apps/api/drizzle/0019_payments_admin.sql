ALTER TABLE "payments" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (case when regexp_replace(coalesce(details->>'phone', details->>'account'), '[[:space:]+()-]', '', 'g') ~ '^[0-9]{7,15}$' then regexp_replace(coalesce(details->>'phone', details->>'account'), '[[:space:]+()-]', '', 'g') end) STORED;--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"cause" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_phone_digits_suffix" ON "payments" USING btree (reverse("phone_digits") text_pattern_ops,"user_id") WHERE "payments"."phone_digits" is not null;--> statement-breakpoint
INSERT INTO "payment_events" ("payment_id", "from_status", "to_status", "cause", "at")
SELECT "id", NULL, "status", 'recorded before the timeline', "updated_at" FROM "payments";
