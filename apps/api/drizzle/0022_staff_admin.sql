-- Staff management (issue 20): when each member last signed in, for the console's staff list.
ALTER TABLE "staff" ADD COLUMN "last_sign_in_at" timestamp with time zone;
