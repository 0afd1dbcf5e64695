DROP INDEX "vehicles_make_model_idx";--> statement-breakpoint
CREATE INDEX "vehicles_make_model_year_idx" ON "vehicles" USING btree ("make","model","year","id");--> statement-breakpoint
CREATE INDEX "vehicles_grade_desc_idx" ON "vehicles" USING btree ("condition_grade" DESC NULLS LAST,"id" DESC NULLS LAST);