ALTER TABLE "payment_callbacks" ADD COLUMN "body_sha256" text;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD COLUMN "body_length" integer;
