// SQL of member pricing: the reference data (the forex rate in force of every currency, the
// country's gst, the shipping rates of the destination port) in ONE round trip, as the database
// returns it. Nothing of it is cached: a new rate prices the very next search.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { PricingReferenceRow } from '../../lib/auth-context.ts';
import { ratesInForceJson } from './forex-in-force.ts';

/**
 * One json value { fx, gst, rates, port }: the reference data for a country and its destination
 * port (a port the member chose when it is one of the country's, else the company's port, else the
 * country's default port). The arguments are SQL, so the member's own read can carry it in the same
 * statement (plugins/auth.ts, route config `memberPricing`).
 */
export function pricingReferenceJson(countryId: SQL, portId: SQL, chosenPortId: SQL = sql`null`): SQL {
  return sql`(
    select json_build_object(
      'fx', ${ratesInForceJson()},
      'gst', (select gst::text from countries where id = ${countryId}),
      'rates', (select coalesce(json_object_agg(size_class, json_build_object('freightJpy', freight_jpy, 'ofsFees', ofs_fees::text)), '{}'::json)
                  from shipping_rates
                 where port_id = port.id),
      'port', (select json_build_object('id', p.id, 'name', p.name) from ports p where p.id = port.id))
      from (select coalesce(
              (select id from ports where id = ${chosenPortId}::int and country_id = ${countryId}),
              ${portId}::int,
              (select default_port_id from countries where id = ${countryId})) as id) port)`;
}

export function createPricingRepository(db: DbOrTx) {
  return {
    /** Forex in force of every currency, the gst of the country, and the rates to the port (or the country's default port). */
    async loadReferenceData(
      countryId: number,
      portId: number | null,
      /** A port the member chose; used only when it is a port of his country. */
      chosenPortId: number | null = null,
    ): Promise<PricingReferenceRow> {
      const [row] = await queryRows<{ reference: unknown }>(
        db,
        sql`select ${pricingReferenceJson(sql`${countryId}::int`, sql`${portId}::int`, sql`${chosenPortId}::int`)} as reference`,
      );
      return parseReference(row?.reference);
    },
  };
}

/** The reference json as the driver returns it (an object, or its text). */
export function parseReference(value: unknown): PricingReferenceRow {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' ? parsed : {};
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
