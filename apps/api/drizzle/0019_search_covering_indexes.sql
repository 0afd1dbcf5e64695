-- Every sort's index carries the columns a search filters on (INCLUDE), so a page's walk checks
-- each entry in the index (an index-only scan) instead of reading every row it then drops: a year
-- window sorted by mileage read 9,000 rows for a page of 64 at 100,000 vehicles, and ten times that
-- at 1,000,000. The make and model index carries them too, so a narrow make is counted and sorted
-- in its index. Doors, colour, condition, category and delivery types are left out: rare filters
-- that may read the rows. Drizzle cannot declare INCLUDE: schema.ts keeps declaring these indexes
-- by their key columns, same names (as migration 0011 did for the year index).
DROP INDEX IF EXISTS "vehicles_kms_idx";--> statement-breakpoint
CREATE INDEX "vehicles_kms_idx" ON "vehicles" USING btree ("kms", "id")
  INCLUDE ("status", "stock_type", "stock_tab", "make", "model", "year", "condition_grade", "listed_at", "fuel", "is_left_hand_drive", "size_class");--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_listed_idx";--> statement-breakpoint
CREATE INDEX "vehicles_listed_idx" ON "vehicles" USING btree ("listed_at", "id")
  INCLUDE ("status", "stock_type", "stock_tab", "make", "model", "year", "kms", "condition_grade", "fuel", "is_left_hand_drive", "size_class");--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_grade_idx";--> statement-breakpoint
CREATE INDEX "vehicles_grade_idx" ON "vehicles" USING btree ("condition_grade", "id")
  INCLUDE ("status", "stock_type", "stock_tab", "make", "model", "year", "kms", "listed_at", "fuel", "is_left_hand_drive", "size_class");--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_grade_desc_idx";--> statement-breakpoint
CREATE INDEX "vehicles_grade_desc_idx" ON "vehicles" USING btree ("condition_grade" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("status", "stock_type", "stock_tab", "make", "model", "year", "kms", "listed_at", "fuel", "is_left_hand_drive", "size_class");--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_year_idx";--> statement-breakpoint
CREATE INDEX "vehicles_year_idx" ON "vehicles" USING btree ("year", "id")
  INCLUDE ("status", "stock_type", "stock_tab", "make", "model", "kms", "condition_grade", "listed_at", "fuel", "is_left_hand_drive", "size_class", "search_text");--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_make_model_year_idx";--> statement-breakpoint
CREATE INDEX "vehicles_make_model_year_idx" ON "vehicles" USING btree ("make", "model", "year", "id")
  INCLUDE ("status", "stock_type", "stock_tab", "kms", "condition_grade", "listed_at", "fuel", "is_left_hand_drive", "size_class", "base_price", "negotiate_currency", "is_kap_stock");--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_size_price_idx";--> statement-breakpoint
CREATE INDEX "vehicles_size_price_idx" ON "vehicles" USING btree ("size_class", "base_price", "id")
  INCLUDE ("status", "stock_type", "stock_tab", "make", "model", "year", "kms", "condition_grade", "listed_at", "fuel", "is_left_hand_drive", "negotiate_currency", "is_kap_stock");--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_type_size_price_idx";--> statement-breakpoint
CREATE INDEX "vehicles_type_size_price_idx" ON "vehicles" USING btree ("stock_type", "size_class", "base_price", "id")
  INCLUDE ("status", "stock_tab", "make", "model", "year", "kms", "condition_grade", "listed_at", "fuel", "is_left_hand_drive")
  WHERE "vehicles"."negotiate_currency" = 'JPY' and not "vehicles"."is_kap_stock";--> statement-breakpoint
-- A model implies its make: without this the planner multiplies their shares and estimates a make
-- and model search's matches (a count shown as 'about') far too low.
CREATE STATISTICS IF NOT EXISTS "vehicles_make_model_stats" (dependencies, ndistinct) ON "make", "model" FROM "vehicles";
