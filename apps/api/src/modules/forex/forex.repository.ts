// SQL of the forex rates. Rows are only ever inserted: a rate takes effect at its
// effective_from and stays in the history. "The rate in force" comes from pricing/forex-in-force.ts,
// the one definition every reader uses.
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { currencies, forexRates, users } from '../../db/schema.ts';
import { momentSql, rateInForce } from '../pricing/forex-in-force.ts';

/** A rate and when it takes effect; instants as epoch milliseconds from the SQL (exact on both drivers). */
interface RateAtRow {
  rate: string | null;
  from_ms: number | null;
}

export interface CurrencyRatesRow {
  code: string;
  name: string;
  current: { jpyPerUnit: string; effectiveFrom: Date } | null;
  next: { jpyPerUnit: string; effectiveFrom: Date } | null;
}

const rateAt = (rate: string | null, ms: number | null) =>
  rate === null || ms === null ? null : { jpyPerUnit: rate, effectiveFrom: new Date(Number(ms)) };

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export function createForexRepository(db: DbOrTx) {
  return {
    /** Every currency but the yen, with the rate in force at `at` and the next one scheduled after it. */
    async listCurrencies(at: Date): Promise<CurrencyRatesRow[]> {
      const rows = await queryRows<{
        code: string;
        name: string;
        current_rate: string | null;
        current_ms: number | null;
        next_rate: string | null;
        next_ms: number | null;
      }>(
        db,
        sql`
        select c.code, c.name,
               cur.jpy_per_unit as current_rate, ${epochMs('cur.effective_from')} as current_ms,
               nxt.jpy_per_unit::text as next_rate, ${epochMs('nxt.effective_from')} as next_ms
          from currencies c
          left join lateral ${rateInForce(sql`c.code`, at)} cur on true
          left join lateral (
                select fr.jpy_per_unit, fr.effective_from from forex_rates fr
                 where fr.currency = c.code and fr.effective_from > ${momentSql(at)}
                 order by fr.effective_from asc
                 limit 1) nxt on true
         where c.code <> 'JPY'
         order by c.code`,
      );
      return rows.map((row) => ({
        code: row.code.trim(),
        name: row.name,
        current: rateAt(row.current_rate, row.current_ms),
        next: rateAt(row.next_rate, row.next_ms),
      }));
    },

    async findCurrency(code: string): Promise<{ code: string; name: string } | null> {
      const [row] = await db
        .select({ code: currencies.code, name: currencies.name })
        .from(currencies)
        .where(eq(currencies.code, code));
      return row ? { code: row.code.trim(), name: row.name } : null;
    },

    /** The newest `limit` entries of a currency, scheduled ones included, with who entered them. */
    async history(currency: string, limit: number) {
      return db
        .select({
          id: forexRates.id,
          currency: forexRates.currency,
          jpyPerUnit: forexRates.jpyPerUnit,
          effectiveFrom: forexRates.effectiveFrom,
          createdAt: forexRates.createdAt,
          createdBy: users.email,
        })
        .from(forexRates)
        .leftJoin(users, eq(users.id, forexRates.createdBy))
        .where(eq(forexRates.currency, currency))
        .orderBy(desc(forexRates.effectiveFrom))
        .limit(limit);
    },

    /** The rate of a currency in force at `at` (null: none yet). */
    async rateAt(currency: string, at: Date): Promise<{ jpyPerUnit: string; effectiveFrom: Date } | null> {
      const [row] = await queryRows<RateAtRow>(
        db,
        sql`select cur.jpy_per_unit as rate, ${epochMs('cur.effective_from')} as from_ms
              from ${rateInForce(sql`${currency}`, at)} cur`,
      );
      return row ? rateAt(row.rate, row.from_ms) : null;
    },

    /** Inserts a rate; null when the currency already has one at that exact instant. */
    async insertRate(values: {
      currency: string;
      jpyPerUnit: string;
      effectiveFrom: Date;
      createdBy: number | null;
    }) {
      const [row] = await db
        .insert(forexRates)
        .values(values)
        .onConflictDoNothing({ target: [forexRates.currency, forexRates.effectiveFrom] })
        .returning();
      return row ?? null;
    },

    /** Currencies with a rate in force at `at` (the yen chart's choices). */
    async chartCurrencies(at: Date): Promise<{ code: string; name: string }[]> {
      const rows = await db
        .select({ code: currencies.code, name: currencies.name })
        .from(currencies)
        .where(
          and(
            sql`${currencies.code} <> 'JPY'`,
            sql`exists (select 1 from forex_rates fr where fr.currency = ${currencies.code} and fr.effective_from <= ${momentSql(at)})`,
          ),
        )
        .orderBy(currencies.code);
      return rows.map((row) => ({ code: row.code.trim(), name: row.name }));
    },

    /**
     * What a chart from `from` to `to` needs, oldest first: the rate in force at `from` and every
     * rate that took effect after it, up to `to` (a scheduled rate after `to` is not shown yet).
     */
    async ratesBetween(currency: string, from: Date, to: Date) {
      const rows = await queryRows<{ rate: string; from_ms: number }>(
        db,
        sql`
        select fr.jpy_per_unit::text as rate, ${epochMs('fr.effective_from')} as from_ms
          from forex_rates fr
         where fr.currency = ${currency}
           and fr.effective_from <= ${momentSql(to)}
           and fr.effective_from >= coalesce(
                 (select max(p.effective_from) from forex_rates p
                   where p.currency = ${currency} and p.effective_from <= ${momentSql(from)}),
                 '-infinity'::timestamptz)
         order by fr.effective_from asc`,
      );
      return rows.map((row) => ({ jpyPerUnit: row.rate, effectiveFrom: new Date(Number(row.from_ms)) }));
    },
  };
}
