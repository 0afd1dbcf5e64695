-- The language a user chose to read the site, e-mails and invoices in (packages/domain/src/languages.ts);
-- null until he chooses: his browser's, else English.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'ja', 'ru', 'es', 'fr', 'ar'));