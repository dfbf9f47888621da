CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" integer NOT NULL,
	"role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"address" text,
	"approver_staff_id" integer,
	"approver_role" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "audit_log_prev_hash_unique" UNIQUE("prev_hash"),
	CONSTRAINT "audit_log_approver_pair" CHECK (("audit_log"."approver_staff_id" is null) = ("audit_log"."approver_role" is null))
);
--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"amount" bigint,
	"currency_code" varchar(3),
	"reason" text,
	"requested_by" integer NOT NULL,
	"requested_role" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_role" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "approval_requests_status" CHECK ("approval_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "approval_requests_decision" CHECK (("approval_requests"."status" = 'pending') = ("approval_requests"."decided_by" is null) and ("approval_requests"."decided_by" is null) = ("approval_requests"."decided_at" is null) and ("approval_requests"."decided_by" is null) = ("approval_requests"."decided_role" is null)),
	CONSTRAINT "approval_requests_other_person" CHECK ("approval_requests"."decided_by" is null or "approval_requests"."decided_by" <> "approval_requests"."requested_by"),
	CONSTRAINT "approval_requests_amount_currency" CHECK (("approval_requests"."amount" is null) = ("approval_requests"."currency_code" is null))
);
--> statement-breakpoint
CREATE INDEX "approval_requests_pending_idx" ON "approval_requests" USING btree ("requested_at") WHERE "approval_requests"."status" = 'pending';
