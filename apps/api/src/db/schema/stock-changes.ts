// The stock's version. One row, moved on once by every committed transaction that changes
// what a public search can show (vehicles and the tables its WHERE reads), by deferred triggers of
// migration 0014. Every API instance compares it with the version its cached search pages were read
// at, so a cached page is never older than the last commit (ADR 0005).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

export const stockChanges = pgTable(
  'stock_changes',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The transaction that last moved the version on (it moves once per transaction). */
    lastTransaction: bigint('last_transaction', { mode: 'number' }),
  },
  (t) => [check('stock_changes_one_row', sql`${t.id}`)],
);
