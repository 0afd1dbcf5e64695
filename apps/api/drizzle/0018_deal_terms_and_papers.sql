-- A deal keeps the delivery term the dealer was offered (offers.terms, copied to the purchase), the
-- invoices print the dealer's address and the B/L number of the bill of lading. Existing offers take
-- their vehicle's listed term; a purchase is C&F where its listing was FOB and its price added the
-- freight (no atnz/atoz landed price, a freight cost: the domain's offeredTerms), else its offer's
-- term, and an accepted offer takes its purchase's. They were guessed from the freight cost alone.
ALTER TABLE "companies" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "terms" text DEFAULT 'FOB' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_documents" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "offers" SET "terms" = "vehicles"."terms" FROM "vehicles" WHERE "vehicles"."id" = "offers"."vehicle_id";--> statement-breakpoint
UPDATE "purchases" SET "terms" = CASE
  WHEN "offers"."terms" = 'FOB'
    AND coalesce("purchases"."price_snapshot"->>'pricingRegion', '') NOT IN ('atnz', 'atoz')
    AND CASE WHEN "purchases"."price_snapshot"->'priceDetails'->>'freightCost' ~ '^[0-9]+(\.[0-9]+)?$'
      THEN ("purchases"."price_snapshot"->'priceDetails'->>'freightCost')::numeric > 0 ELSE false END
  THEN 'C&F' ELSE "offers"."terms" END
FROM "offers" WHERE "offers"."id" = "purchases"."offer_id";--> statement-breakpoint
UPDATE "offers" SET "terms" = "purchases"."terms" FROM "purchases" WHERE "purchases"."offer_id" = "offers"."id";
