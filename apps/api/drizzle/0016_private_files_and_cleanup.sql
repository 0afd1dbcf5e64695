-- Stored files stop being public by default, and files nothing uses are removed (lib/file-store.ts):
-- is_public says what /media/files serves to anyone, named_in_text what the cleanup must keep
-- because only some text names it, last_used_at what it must keep for now. The indexes let the
-- cleanup (and the foreign keys' own checks when it deletes) find a file's users at once.
-- payment_proof_uploads counts each company's proof uploads per Japan day (the daily cap).
CREATE TABLE "payment_proof_uploads" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"files" integer NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "payment_proof_uploads_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "named_in_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_proof_uploads" ADD CONSTRAINT "payment_proof_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_proof_file_idx" ON "payments" USING btree ("proof_file_id");--> statement-breakpoint
CREATE INDEX "purchase_documents_file_idx" ON "purchase_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "vehicle_photos_file_idx" ON "vehicle_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "vehicle_photos_thumbnail_file_idx" ON "vehicle_photos" USING btree ("thumbnail_file_id");--> statement-breakpoint
CREATE INDEX "vehicle_photos_large_file_idx" ON "vehicle_photos" USING btree ("large_file_id");--> statement-breakpoint
-- The files stored so far. Proofs and documents are PDF, JPEG or PNG (the bytes are sniffed), and
-- photos and announcement images WebP or SVG: every WebP and SVG is public, and so is any file a
-- photo uses.
UPDATE "files" f SET "is_public" = true
WHERE f."content_type" IN ('image/webp', 'image/svg+xml')
   OR EXISTS (SELECT 1 FROM "vehicle_photos" vp
              WHERE f."id" IN (vp."file_id", vp."thumbnail_file_id", vp."large_file_id"));--> statement-breakpoint
-- An image an announcement names, or a WebP no photo uses (an image uploaded for an announcement
-- still being written, or for one since deleted), is kept: nothing records which it is.
UPDATE "files" f SET "named_in_text" = true
WHERE EXISTS (SELECT 1 FROM "announcements" a
              WHERE strpos(a."body_html" || coalesce(a."meta"::text, ''), f."sha256") > 0)
   OR (f."content_type" = 'image/webp'
       AND NOT EXISTS (SELECT 1 FROM "vehicle_photos" vp
                       WHERE f."id" IN (vp."file_id", vp."thumbnail_file_id", vp."large_file_id")));
