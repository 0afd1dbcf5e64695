-- A deal keeps the delivery term the dealer was offered (offers.terms, copied to the purchase), the
-- invoices print the dealer's address and the B/L number of the bill of lading. Existing offers take
-- their vehicle's listed term, and purchases their offer's (they were guessed from the freight cost).
ALTER TABLE "companies" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "terms" text DEFAULT 'FOB' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_documents" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "offers" SET "terms" = "vehicles"."terms" FROM "vehicles" WHERE "vehicles"."id" = "offers"."vehicle_id";--> statement-breakpoint
UPDATE "purchases" SET "terms" = "offers"."terms" FROM "offers" WHERE "offers"."id" = "purchases"."offer_id";
