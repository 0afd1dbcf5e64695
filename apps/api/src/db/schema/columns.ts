// Column helpers every area of the schema shares.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A CHECK that a status column holds one of its machine's states: the database refuses what the
 * domain's table does not know, and the list has one source (packages/domain/src/machines).
 */
export const oneOf = (name: string, column: AnyPgColumn, states: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(states.map((state) => `'${state}'`).join(', '))})`);
