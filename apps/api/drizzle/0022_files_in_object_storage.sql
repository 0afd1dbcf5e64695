-- A file's bytes may live in an S3-compatible object store instead of the row (FILE_STORAGE=s3):
-- the row stays the index of every file and says where its bytes are; bytes are in the row exactly
-- when the location is the database.
ALTER TABLE "files" ADD COLUMN "location" text DEFAULT 'database' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_location_check" CHECK ("files"."location" in ('database', 's3'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_bytes_where_located" CHECK (("files"."location" = 'database') = ("files"."bytes" is not null));
