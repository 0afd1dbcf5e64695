// Stock search use cases (§2 public and member search, §4 states, §6 permissions). Routes hand in
// the validated filter; this decides the tab, enforces DDU access, counts, and prices for members.
import {
  canSeeDduStock,
  StockTab,
  type ChecklistVehicle,
  type MemberSearchResult,
  type PublicChecklistVehicle,
  type PublicSearchResult,
  type SearchFacets,
  type SearchFilter,
} from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Member } from '../../plugins/auth.ts';
import {
  createPricer,
  loadPricingContext,
  priceSortKey,
  priceVehiclesForMember,
  type PricingContext,
} from '../pricing/pricing.service.ts';
import { createTtlCache, type TtlCache } from './count-cache.ts';
import { matchKey, normalizeSearch, type Audience, type NormalizedSearch } from './search-query.ts';
import { createStockSearchRepository, type VehicleRow } from './stock-search.repository.ts';
import { priceable, toPublicChecklist, toPublicItem } from './vehicle-mapper.ts';

/** Up to this many free-text matches are read through the trigram index and sorted. */
const NARROW_MATCHES = 5_000;

export const DDU_FORBIDDEN_MESSAGE = 'DDU stock is available to dealers in DDU markets only.';

export interface StockSearchServiceOptions {
  db: DbOrTx;
  /** How long a count is fresh in this instance, and how long it may then be served while it refreshes (ADR 0005). */
  countTtlMs?: number;
  countStaleMs?: number;
}

export function createStockSearchService({
  db,
  countTtlMs = 10_000,
  countStaleMs = 120_000,
}: StockSearchServiceOptions) {
  const repo = createStockSearchRepository(db);
  const cacheOptions = { ttlMs: countTtlMs, staleMs: countStaleMs };
  const counts: TtlCache<number> = createTtlCache({ ...cacheOptions, maxEntries: 5000 });
  const facetCache: TtlCache<SearchFacets> = createTtlCache({ ...cacheOptions, maxEntries: 500 });

  function checkTab(search: NormalizedSearch, member: Member | null): void {
    // §6 "DDU Stock entry, tab and Delivery Type only for countryId 70, 295 or 104".
    if (search.tab === StockTab.ddu && !canSeeDduStock(member?.countryId))
      throw forbidden(DDU_FORBIDDEN_MESSAGE);
  }

  async function pageWithCount(
    search: NormalizedSearch,
    pricing?: PricingContext,
  ): Promise<{ rows: VehicleRow[]; count: number }> {
    const priceKey = pricing && search.sortBy === 'price' ? priceSortKey(pricing) : undefined;
    const key = matchKey(search);
    const countLoad = () => counts.getOrLoad(key, () => repo.count(search));
    let rows: VehicleRow[];
    let loaded: number;
    if (search.words.length > 0 || search.chassis) {
      // Free text: the (usually cached) count says whether the matches are few enough to sort
      // directly from the trigram index rather than walk a sort index (ADR 0005).
      loaded = await countLoad();
      rows = await repo.findPage(search, { sortMatches: loaded <= NARROW_MATCHES, priceKey });
    } else {
      [rows, loaded] = await Promise.all([repo.findPage(search, { priceKey }), countLoad()]);
    }
    const offset = (search.page - 1) * search.pageSize;
    let count = loaded;
    // A short page tells the exact total; a full page proves at least offset + rows.
    if ((rows.length > 0 && rows.length < search.pageSize) || (rows.length === 0 && offset === 0)) {
      count = offset + rows.length;
    } else if (count < offset + rows.length) {
      count = offset + rows.length;
    }
    if (count !== loaded) counts.set(key, count);
    return { rows, count };
  }

  return {
    async searchPublic(filter: SearchFilter): Promise<PublicSearchResult> {
      const search = normalizeSearch(filter, 'public');
      checkTab(search, null);
      const { rows, count } = await pageWithCount(search);
      return { count, pageSize: search.pageSize, vehicles: rows.map(toPublicItem) };
    },

    async searchMember(member: Member, filter: SearchFilter): Promise<MemberSearchResult> {
      const search = normalizeSearch(filter, 'member');
      checkTab(search, member);
      // One reference-data query serves both the price sort key and the prices themselves.
      const pricing = await loadPricingContext(db, member);
      const { rows, count } = await pageWithCount(search, pricing);
      const price = createPricer(pricing);
      const vehicles = rows.map((row) => ({ ...toPublicItem(row), ...price(priceable(row)) }));
      return { count, pageSize: search.pageSize, vehicles };
    },

    /** Counts per make and model with every other filter applied (§2 Make & Model pop-up). */
    async facets(filter: SearchFilter, audience: Audience, member: Member | null): Promise<SearchFacets> {
      const search = normalizeSearch(filter, audience);
      checkTab(search, member);
      const { make: _make, model: _model, ...rest } = search;
      return facetCache.getOrLoad(matchKey(rest, 'facets'), async () => {
        const rows = await repo.facets(search);
        const makes: SearchFacets['makes'] = [];
        for (const row of rows) {
          let entry = makes[makes.length - 1];
          if (!entry || entry.make !== row.make) {
            entry = { make: row.make, count: 0, models: [] };
            makes.push(entry);
          }
          entry.count += row.n;
          entry.models.push({ model: row.model, count: row.n });
        }
        return { makes };
      });
    },

    /** §2 Checklist page: every field and photo; the price only for members. */
    async checklist(id: number, member: Member | null): Promise<PublicChecklistVehicle | ChecklistVehicle> {
      const row = await repo.findChecklist(id);
      if (!row) throw notFound('No such vehicle.');
      if (row.stock_type === 'ddu' && !canSeeDduStock(member?.countryId))
        throw forbidden(DDU_FORBIDDEN_MESSAGE);
      const vehicle = toPublicChecklist(row);
      if (!member) return vehicle;
      const prices = await priceVehiclesForMember(db, member, [priceable(row)]);
      return { ...vehicle, ...prices.get(row.id)! };
    },
  };
}

export type StockSearchService = ReturnType<typeof createStockSearchService>;
