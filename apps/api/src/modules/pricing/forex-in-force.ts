// THE rate of a currency: forex rates are never overwritten, and the rate of a currency
// at a moment is its forex_rates row with the latest effective_from not after that moment. Every
// reader of a rate (member prices, the SELECT ACCOUNT forex lines and the sidebar, the back office,
// the yen chart) uses this one fragment. It is read from the database by every request, never kept
// in memory: a new rate is in force on every API instance the moment its effective_from passes.
//
// `currencies.jpy_per_unit` is NOT a rate: it is the opening rate the reference data was created
// with (the first history entries were copied from it), and nothing reads it.
import { sql, type SQL } from 'drizzle-orm';

/** The moment as SQL: now() (the statement's transaction time) or a fixed instant. */
export function momentSql(at?: Date): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}

const inForce = (currency: SQL, at: Date | undefined, columns: SQL) => sql`
    select ${columns} from forex_rates fr
     where fr.currency = ${currency} and fr.effective_from <= ${momentSql(at)}
     order by fr.effective_from desc
     limit 1`;

/**
 * Scalar subquery: yen per unit of `currency` (a column or expression) in force at `at` (default
 * now), as text, or null when the currency has no rate yet. One probe of the
 * (currency, effective_from) index per currency, however long the history grows.
 */
export function jpyPerUnitInForce(currency: SQL, at?: Date): SQL<string | null> {
  return sql<string | null>`(${inForce(currency, at, sql`fr.jpy_per_unit::text`)})`;
}

/** The same as a row source (`left join lateral ... cur on true`): `jpy_per_unit` (text), `effective_from`. */
export function rateInForce(currency: SQL, at?: Date): SQL {
  return sql`(${inForce(currency, at, sql`fr.jpy_per_unit::text as jpy_per_unit, fr.effective_from`)})`;
}

/** JSON object { code: yen per unit } of every currency that has a rate in force at `at`. */
export function ratesInForceJson(at?: Date): SQL {
  return sql`(
    select coalesce(json_object_agg(c.code, c.rate), '{}'::json)
      from (select cu.code, ${jpyPerUnitInForce(sql`cu.code`, at)} as rate from currencies cu) c
     where c.rate is not null)`;
}
