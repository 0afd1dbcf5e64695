ALTER TABLE "vehicle_photos" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD COLUMN "thumbnail_file_id" integer;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD COLUMN "large_file_id" integer;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_large_file_id_files_id_fk" FOREIGN KEY ("large_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_id_unique" UNIQUE("id");