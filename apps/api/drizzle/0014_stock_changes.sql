-- Issue 14: the stock's version, for the search pages each API instance keeps (ADR 0005). Every
-- committed transaction that changes a vehicle, or a table a search's WHERE reads, moves it on once.
-- The triggers are deferred to the commit: the one row is locked last and only while committing, so
-- two transactions never wait on it and on each other's rows (no deadlock), and a version is only
-- ever seen together with the changes it stands for.
CREATE TABLE "stock_changes" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"last_transaction" bigint,
	CONSTRAINT "stock_changes_one_row" CHECK ("stock_changes"."id")
);--> statement-breakpoint
INSERT INTO "stock_changes" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "stock_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock_changes"
     SET "version" = "version" + 1, "last_transaction" = pg_current_xact_id()::text::bigint
   WHERE "last_transaction" IS DISTINCT FROM pg_current_xact_id()::text::bigint;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "vehicles_stock_changed" AFTER INSERT OR UPDATE OR DELETE ON "vehicles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE TRIGGER "vehicles_stock_truncated" AFTER TRUNCATE ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "makes_stock_changed" AFTER INSERT OR UPDATE OR DELETE ON "makes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE TRIGGER "makes_stock_truncated" AFTER TRUNCATE ON "makes" FOR EACH STATEMENT EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "models_stock_changed" AFTER INSERT OR UPDATE OR DELETE ON "models"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE TRIGGER "models_stock_truncated" AFTER TRUNCATE ON "models" FOR EACH STATEMENT EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_stock_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_stock_truncated" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "countries_stock_changed" AFTER INSERT OR UPDATE OR DELETE ON "countries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE TRIGGER "countries_stock_truncated" AFTER TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "shipping_rates_stock_changed" AFTER INSERT OR UPDATE OR DELETE ON "shipping_rates"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stock_changed"();--> statement-breakpoint
CREATE TRIGGER "shipping_rates_stock_truncated" AFTER TRUNCATE ON "shipping_rates" FOR EACH STATEMENT EXECUTE FUNCTION "stock_changed"();
