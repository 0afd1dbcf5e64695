-- The back office's lists at scale (10,000 offers, 5,000 purchases): each inbox reads at most 500
-- rows in its order, oldest offers first and newest purchases first. With these b-trees in that
-- order it walks one and stops after its page, joining each row's vehicle by its key, instead of
-- joining every offer or purchase of the view to a pass over all the vehicles and sorting. The open
-- offers' index holds only the open ones (the inbox's default view), however many closed ones the
-- history keeps; its states are OPEN_OFFER_STATES, written into schema.ts from the domain.
DROP INDEX "offers_status_created_idx";--> statement-breakpoint
CREATE INDEX "offers_status_created_idx" ON "offers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "offers_open_created_idx" ON "offers" USING btree ("created_at","id") WHERE "offers"."status" in ('submitted', 'countered');--> statement-breakpoint
CREATE INDEX "purchases_created_idx" ON "purchases" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_stage_created_idx" ON "purchases" USING btree ("stage","created_at","id");
