// Reference data for the search screens (§7 country/city/port/currency calls, categories, makes).
import { sql, type SQL } from 'drizzle-orm';
import { SEARCHABLE_VEHICLE_STATUSES } from '@ibc/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** The stock the search shows (available and reserved): the counts beside the makes match it. */
const searchable = sql`v.status in (${sql.join(
  SEARCHABLE_VEHICLE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

export function createLookupsRepository(db: DbOrTx) {
  const rows = <T>(query: SQL): Promise<T[]> => queryRows<T>(db, query);
  return {
    countries: () =>
      rows<{ id: number; name: string; code: string }>(
        sql`select id, name, code from countries order by name`,
      ),
    searchCountries: () =>
      rows<{ id: number; name: string; portId: number | null; currency: string }>(sql`
        select id, name, default_port_id as "portId", currency from countries where is_searchable order by name`),
    cities: (countryId: number) =>
      rows<{ id: number; name: string }>(
        sql`select id, name from cities where country_id = ${countryId} order by name`,
      ),
    ports: (countryId: number) =>
      rows<{ id: number; name: string; code: string }>(
        sql`select id, name, code from ports where country_id = ${countryId} order by name`,
      ),
    /** The country's own currency first, then JPY (every market may trade in yen). */
    currencies: (countryId: number) =>
      rows<{ code: string; name: string }>(sql`
        select cu.code, cu.name from currencies cu
         where cu.code = (select currency from countries where id = ${countryId}) or cu.code = 'JPY'
         order by (cu.code = 'JPY'), cu.code`),
    categories: () =>
      rows<{ id: number; name: string; slug: string }>(
        sql`select id, name, slug from categories order by id`,
      ),
    makesWithModels: () =>
      rows<{ make: string; model: string }>(sql`
        select mk.name as make, md.name as model from makes mk join models md on md.make_id = mk.id
         order by mk.name, md.name`),
    // §6 DDU stock only counts for members in the DDU markets, like the search it feeds; so does the
    // reserved stock the search shows, marked.
    makeCounts: (minYear: number, maxYear: number, includeDdu: boolean) =>
      rows<{ make: string; count: number }>(sql`
        select v.make, count(*)::int as count from vehicles v
         where ${searchable} and v.year between ${minYear} and ${maxYear}
           and (${includeDdu} or v.stock_type <> 'ddu')
         group by v.make order by v.make`),
    modelCounts: (make: string, minYear: number, maxYear: number, includeDdu: boolean) =>
      rows<{ model: string; count: number }>(sql`
        select v.model, count(*)::int as count from vehicles v
         where ${searchable} and v.make = (select name from makes where lower(name) = lower(${make}) limit 1)
           and v.year between ${minYear} and ${maxYear}
           and (${includeDdu} or v.stock_type <> 'ddu')
         group by v.model order by v.model`),
  };
}
