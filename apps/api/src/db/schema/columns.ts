// Column helpers every area of the schema shares: one definition of a key, a reference, a moment,
// an amount and a currency code, so each table says what a column is and not again how it is typed.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  char,
  check,
  customType,
  integer,
  numeric,
  type ReferenceConfig,
  serial,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The table's own serial key, `id`. */
export const serialId = () => serial('id').primaryKey();

/** A moment in time, kept with its zone (timestamptz). */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** The created and updated moments of a row people change after it is made. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A reference every row must have: an integer key of another table, NOT NULL. */
export const requiredRef = <N extends string>(
  name: N,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => integer(name).notNull().references(target, actions);

/** An amount of money: up to 12 digits and the cents. */
export const money = <N extends string>(name: N) => numeric(name, { precision: 14, scale: 2 });

/** An ISO 4217 currency code ('JPY', 'NZD'). */
export const currencyCode = <N extends string>(name: N) => char(name, { length: 3 });

/**
 * A CHECK that a status column holds one of its machine's states: the database refuses what the
 * domain's table does not know, and the list has one source (packages/domain/src/machines).
 */
export const oneOf = (name: string, column: AnyPgColumn, states: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(states.map((state) => `'${state}'`).join(', '))})`);

/** A WAL position ('16/B374D848'), as PostgreSQL writes it. */
export const pgLsn = customType<{ data: string }>({ dataType: () => 'pg_lsn' });

/** bytea as a Buffer (PGlite answers with a Uint8Array, node-postgres with a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
