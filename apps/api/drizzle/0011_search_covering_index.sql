-- Issue 14: free text sorted by year (the default sort) walks this index without reading the table.
-- The year index now carries what a free-text page of the year sort filters on (status, the tab's
-- columns, search_text), so PostgreSQL checks each entry in the index (an index-only scan, ~0.3 µs an
-- entry) instead of fetching every trigram match from the table (~2 µs a match) to sort them.
-- Drizzle cannot declare INCLUDE: schema.ts keeps declaring vehicles_year_idx (year, id), same name.
DROP INDEX IF EXISTS "vehicles_year_idx";--> statement-breakpoint
CREATE INDEX "vehicles_year_idx" ON "vehicles" USING btree ("year", "id")
  INCLUDE ("status", "stock_type", "stock_tab", "fuel", "listed_at", "search_text");
