ALTER TABLE "users" ADD COLUMN "sign_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_signed_in_at" timestamp with time zone;--> statement-breakpoint
-- Users who signed in before these columns existed: each refresh-token family began with one sign-in.
UPDATE "users" u SET "sign_in_count" = s.sign_ins, "last_signed_in_at" = s.latest
FROM (
  SELECT "user_id", count(*)::int AS sign_ins, max(started) AS latest
  FROM (
    SELECT "user_id", "family_id", min("created_at") AS started
    FROM "refresh_tokens" GROUP BY "user_id", "family_id"
  ) families
  GROUP BY "user_id"
) s
WHERE s."user_id" = u."id";
