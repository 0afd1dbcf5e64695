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
-- On each table a search reads: a deferred row trigger (writes) and a statement trigger (TRUNCATE).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['vehicles', 'makes', 'models', 'categories', 'countries', 'shipping_rates'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stock_changed"()',
      t || '_stock_changed', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "stock_changed"()',
      t || '_stock_truncated', t);
  END LOOP;
END
$$;
