-- Issue 14, two searches of the bench's mix that walked an index filtering out most of what they read:
-- * members' price sort inside one stock type (the IBC and Dealer Direct tabs) walks each size class's
--   JPY stock in listed-price order within that type (Dealer Direct by price: 3.5 -> 1.2 ms);
-- * left-hand drive (about 1 unit in 100) pages through its own few entries in year order.
CREATE INDEX "vehicles_type_size_price_idx" ON "vehicles" USING btree ("stock_type","size_class","base_price","id") WHERE "vehicles"."negotiate_currency" = 'JPY' and not "vehicles"."is_kap_stock";--> statement-breakpoint
CREATE INDEX "vehicles_lhd_year_idx" ON "vehicles" USING btree ("year","id") WHERE "vehicles"."is_left_hand_drive";