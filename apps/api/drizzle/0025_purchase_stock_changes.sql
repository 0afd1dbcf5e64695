-- Whose deal holds a reserved car is part of what a member's search answers ('Reserved for you'), so
-- each API instance's index of the stock keeps it (ADR 0019): a purchase that starts, ends, is
-- cancelled or changes hands moves the stock's version on, as a vehicle's change does (0014). A
-- purchase moving from stage to stage does not.
CREATE CONSTRAINT TRIGGER "purchases_stock_changed" AFTER INSERT OR DELETE ON "purchases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "purchases_buyer_changed" AFTER UPDATE ON "purchases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."vehicle_id" IS DISTINCT FROM NEW."vehicle_id"
        OR OLD."company_id" IS DISTINCT FROM NEW."company_id"
        OR (OLD."stage" = 'cancelled') IS DISTINCT FROM (NEW."stage" = 'cancelled'))
  EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE TRIGGER "purchases_stock_truncated" AFTER TRUNCATE ON "purchases"
  FOR EACH STATEMENT EXECUTE FUNCTION "stock_changed"();
