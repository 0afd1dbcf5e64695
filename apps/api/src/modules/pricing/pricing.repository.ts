// SQL of member pricing: the reference data (the forex rate in force of every currency, the
// country's gst, the shipping rates of the destination port) in ONE round trip, as the database
// returns it. Nothing of it is cached: a new rate prices the very next search (issue 16).
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { ratesInForceJson } from './forex-in-force.ts';

/** Raw reference data: `fx` and `rates` are json (an object, or its text on some drivers). */
export interface PricingReferenceRow {
  fx?: unknown;
  gst?: unknown;
  rates?: unknown;
}

export function createPricingRepository(db: DbOrTx) {
  return {
    /** Forex in force of every currency, the gst of the country, and the rates to the port (or the country's default port). */
    async loadReferenceData(countryId: number, portId: number | null): Promise<PricingReferenceRow> {
      const [row = {}] = await queryRows<PricingReferenceRow>(
        db,
        sql`
        select
          ${ratesInForceJson()} as fx,
          (select gst::text from countries where id = ${countryId}) as gst,
          (select coalesce(json_object_agg(size_class, json_build_object('freightJpy', freight_jpy, 'ofsFees', ofs_fees::text)), '{}'::json)
             from shipping_rates
            where port_id = coalesce(${portId}::int, (select default_port_id from countries where id = ${countryId}))) as rates`,
      );
      return row;
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
