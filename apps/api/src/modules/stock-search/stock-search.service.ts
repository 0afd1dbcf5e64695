// Stock search use cases (§2 public and member search, §4 states, §6 permissions). Routes hand in
// the validated filter; this decides the tab, enforces DDU access, counts, and prices for members.
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import {
  canAccessVehicle,
  canSeeDduStock,
  isReserved,
  PAGE_SIZE_ALL,
  PUBLIC_PAGE_SIZE_MAX,
  StockTab,
  type ChecklistVehicle,
  type PublicChecklistVehicle,
  type RangeFacet,
  type RangeFacetCounts,
  type SearchFacets,
  type SearchFilter,
  vehicleBuyerFor,
} from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { ReadRouting } from '../../db/read-routing.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import { writeJsonInTurns } from '../../lib/in-turns.ts';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import { canSeePrices, type Member } from '../../lib/auth-context.ts';
import {
  createPricer,
  loadPricingContext,
  priceSortKey,
  priceVehiclesForMember,
  pricingKey,
  type PriceSortKey,
  type VehiclePrice,
} from '../pricing/pricing.service.ts';
import { createCountCache, type CountCache } from './count-cache.ts';
import type { IndexAnswer, StockIndex } from './stock-index.ts';
import { createStockIndexKeeper } from './stock-index-keeper.ts';
import {
  freeTextPlan,
  hasFreeText,
  matchKey,
  normalizeSearch,
  tabOnly,
  type FreeTextPlan,
  type Audience,
  type NormalizedSearch,
} from './search-query.ts';
import {
  createStockSearchRepository,
  EXACT_MILEAGE_VALUES,
  type SearchCount,
  type StockSearchRepository,
  type VehicleRow,
} from './stock-search.repository.ts';
import { priceable, toPublicChecklist, toPublicItem } from './vehicle-mapper.ts';
import { present } from '../../lib/present.ts';

/** The bounds a range pop-up's own histogram leaves out. */
const OWN_RANGE = {
  year: ['minYear', 'maxYear'],
  mileage: ['minKms', 'maxKms'],
  grade: ['minConditionGrade', 'maxConditionGrade'],
} as const satisfies Record<RangeFacet, readonly (keyof NormalizedSearch)[]>;

export const DDU_FORBIDDEN_MESSAGE = /*i18n*/ 'DDU stock is available to dealers in DDU markets only.';

export const PUBLIC_PAGE_SIZE_MESSAGE = `Visitors see up to ${PUBLIC_PAGE_SIZE_MAX} vehicles a page; please log in for larger pages.`;

/** 'All' pages being built at once by this instance, and how many may wait for their turn. */
const ALL_PAGES_AT_ONCE = 1;
const ALL_PAGES_WAITING = 16;

export interface StockSearchServiceOptions {
  db: DbOrTx;
  /**
   * Where searches, counts and a vehicle's page are read: a read replica when it may answer the
   * reader (db/read-routing.ts); unset: db.
   */
  readRouting?: ReadRouting;
  vehiclePhotos: VehiclePhotos;
  /** Searches of page size 'All' per member (null: no limit). */
  allPagesPerMember: RateLimitRule | null;
  /** How long a count is fresh in this instance, and how long it may then be served while it refreshes (ADR 0005). */
  countTtlMs?: number;
  countStaleMs?: number;
  /** Long pages are read in parts of this many rows (the embedded database; repository option). */
  pagePartRows?: number;
  /** Counts above this are the database's estimate (repository option). */
  exactCountLimit?: number;
  /**
   * Searches read from the database at once by this instance (undefined: no limit). The embedded
   * database runs one statement at a time, in the order they come: eight searches' statements
   * ahead of a health check or a cached page kept it waiting 170-200 ms (p99).
   */
  searchesAtOnce?: number;
  /** How long a visitor's page may be reused while the stock's version is unchanged; 0: never (ADR 0005). */
  pageCacheTtlMs?: number;
  /**
   * How long visitors' searches share one read of the stock's version, from the read's start; 0:
   * each search reads it. A visitor may already be answered by a replica up to
   * DATABASE_READ_MAX_LAG_MS behind; this is the same kind of bounded lag on one instance, for one
   * statement fewer per search. A write request through this instance forgets the shared reads
   * before it answers (forgetVisitorVersion): whoever waited for it sees it at once.
   */
  visitorVersionMs?: number;
  /**
   * Searches answered from this instance's in-memory index of the stock while it holds the
   * database's version (ADR 0019); false: every search reads the database.
   */
  memoryIndex?: boolean;
  /** Where a failed build of the in-memory index is reported. */
  onIndexError?: (error: unknown) => void;
}

/** What a visitor's page is read with on a miss of their cache: the database its version came from. */
interface PageContext {
  search: NormalizedSearch;
  version: string;
  on: StockSearchRepository;
}

/** Kilobytes of JSON the cache of visitors' pages may hold in all (a vehicle is about 1 kB): a few thousand pages. */
const CACHED_PAGE_KB = 40_000;

// The pricer hands out the same frozen price for the same vehicle and context: its fields are
// written to JSON once, as bytes (without the braces).
const priceFields = new WeakMap<VehiclePrice, Buffer>();

function priceFieldsOf(price: VehiclePrice): Buffer {
  let fields = priceFields.get(price);
  if (fields === undefined) {
    fields = Buffer.from(JSON.stringify(price).slice(1, -1));
    priceFields.set(price, fields);
  }
  return fields;
}

/**
 * Pricing contexts whose price fields of the index's rows are kept (an array of the stock's size
 * each, 8 bytes a vehicle): a market's dealers share one (a currency, a port).
 */
const PRICED_CONTEXTS = 8;

export function createStockSearchService({
  db,
  readRouting,
  vehiclePhotos,
  allPagesPerMember,
  countTtlMs = 10_000,
  countStaleMs = 120_000,
  pagePartRows,
  exactCountLimit,
  searchesAtOnce,
  pageCacheTtlMs = 60_000,
  visitorVersionMs = 0,
  memoryIndex = false,
  onIndexError = () => undefined,
}: StockSearchServiceOptions) {
  // One repository per database a read may go to (the primary, a replica).
  const repos = new Map<DbOrTx, StockSearchRepository>();
  const repoOn = (on: DbOrTx): StockSearchRepository => {
    let found = repos.get(on);
    if (!found) {
      // The embedded database (pagePartRows set) reads the index's stock in parts of a page's size too.
      const snapshotPartRows = pagePartRows === undefined ? undefined : pagePartRows * 2;
      found = createStockSearchRepository(on, { pagePartRows, exactCountLimit, snapshotPartRows });
      repos.set(on, found);
    }
    return found;
  };
  const repo = repoOn(db);
  // Built from the primary; used for a read on any database that says the same version.
  // The index keeps each vehicle's public tile as JSON text: a page from it is written, not mapped.
  const index = memoryIndex
    ? createStockIndexKeeper({
        load: () => repo.snapshot(),
        present: (tile) => JSON.stringify(toPublicItem(JSON.parse(tile) as VehicleRow, vehiclePhotos)),
        onError: onIndexError,
      })
    : null;
  /**
   * A read on one database, the replica when it may answer this reader: the stock's version and
   * every figure keyed by it come from the same one, so nothing a replica read is cached under a
   * version newer than the one it saw.
   */
  const reading = <T>(
    member: Member | null,
    read: (on: StockSearchRepository, onDb: DbOrTx) => Promise<T>,
  ): Promise<T> =>
    readRouting ? readRouting.read(member?.lastWriteLsn, (on) => read(repoOn(on), on)) : read(repo, db);
  const cacheOptions = { ttlMs: countTtlMs, staleMs: countStaleMs };
  const counts: CountCache<SearchCount> = createCountCache({ ...cacheOptions, maxEntries: 5000 });
  const facetCache: CountCache<SearchFacets> = createCountCache({ ...cacheOptions, maxEntries: 500 });
  const rangeCache: CountCache<RangeFacetCounts> = createCountCache({ ...cacheOptions, maxEntries: 500 });
  // An 'All' page (up to 5000 priced vehicles) is the heaviest request there is: each member may ask
  // for a few at a time, and this instance builds them one after another, so other requests keep
  // being answered in between. A per-process gate is right here: it guards this
  // process's own CPU, not anything shared between instances.
  const allPages = pLimit(ALL_PAGES_AT_ONCE);
  // Per process too: it spaces out this process's statements to its own embedded database.
  const reads = searchesAtOnce === undefined ? null : pLimit(searchesAtOnce);
  const inTurn = <T>(read: () => Promise<T>): Promise<T> => (reads ? reads(read) : read());
  // Visitors' pages are the same for every visitor: one read serves everyone who asks for the same
  // page until the stock changes. Concurrent misses share one read (`fetch`).
  const publicPages =
    pageCacheTtlMs > 0
      ? new LRUCache<string, Buffer, PageContext>({
          max: 5000,
          maxSize: CACHED_PAGE_KB,
          sizeCalculation: (page) => Math.ceil(page.length / 1000),
          ttl: pageCacheTtlMs,
          fetchMethod: (_key, _stale, { context }) =>
            inTurn(() => publicPage(context.search, context.version, context.on)),
        })
      : null;
  // How often a visitor's page came from that cache ('inflight': it shared a read already under way);
  // the search bench reads these.
  const pageCacheCounts = { hits: 0, inflight: 0, misses: 0 };
  // The price fields of the index's rows by version and pricing context: an 'All' page of the same
  // stock in the same context looks each vehicle's price up by its row, not by its fields.
  const rowPrices = new LRUCache<string, (Buffer | undefined)[]>({ max: PRICED_CONTEXTS });
  // Pages read (not from the page cache) that the in-memory index answered, and that the database did.
  const answeredBy = { index: 0, database: 0 };

  /**
   * The stock's version, read BEFORE anything it keys: every cached figure of a search (a page, a
   * count, the matches per year, a pop-up's counts) is keyed by it, so none outlives a commit that
   * changed the stock (migration 0014). Without its row, nothing is reused.
   */
  async function stockVersion(on: StockSearchRepository): Promise<string> {
    return versionOrNone(await on.stockVersion());
  }

  function versionOrNone(version: string | null): string {
    return version ?? `unversioned-${randomUUID()}`;
  }

  // Per database a read may go to: a version is only good for figures read from the same one.
  const visitorVersions = new Map<StockSearchRepository, { at: number; version: Promise<string | null> }>();

  /** The stock's version for a visitor's read: one read shared for `visitorVersionMs` from its start. */
  async function visitorVersion(on: StockSearchRepository): Promise<string> {
    if (visitorVersionMs <= 0) return stockVersion(on);
    const now = performance.now();
    let kept = visitorVersions.get(on);
    if (!kept || now - kept.at >= visitorVersionMs) {
      const version = on.stockVersion();
      kept = { at: now, version };
      visitorVersions.set(on, kept);
      // A failed read is not shared with the searches after it.
      version.catch(() => {
        if (visitorVersions.get(on)?.version === version) visitorVersions.delete(on);
      });
    }
    return versionOrNone(await kept.version);
  }

  /** A member reads the newest version; visitors share one read (visitorVersion). */
  function versionFor(member: Member | null, on: StockSearchRepository): Promise<string> {
    return member ? stockVersion(on) : visitorVersion(on);
  }

  /** A visitor's page as JSON (the route's PublicSearchResult): at most 128 vehicles, one Buffer. */
  async function publicPage(
    search: NormalizedSearch,
    version: string,
    on: StockSearchRepository,
  ): Promise<Buffer> {
    const known = await fromIndex(search, version);
    const page = known
      ? await writeJsonInTurns(
          { count: known.answer.count, countExact: true, pageSize: search.pageSize },
          'vehicles',
          known.answer.rows,
          (row, out) => known.stock.writeTile(row, out),
        )
      : await pageWithCount(search, version, on).then(({ rows, count, exact }) =>
          writeJsonInTurns(
            { count, countExact: exact, pageSize: search.pageSize },
            'vehicles',
            rows,
            (row, out) => out.text(JSON.stringify(toPublicItem(row, vehiclePhotos))),
          ),
        );
    return Array.isArray(page) ? Buffer.concat(page) : page;
  }

  function checkTab(search: NormalizedSearch, member: Member | null): void {
    // §6 "DDU Stock entry, tab and Delivery Type only for countryId 70, 295 or 104".
    if (search.tab === StockTab.ddu && !canSeeDduStock(member?.countryId))
      throw forbidden(DDU_FORBIDDEN_MESSAGE);
  }

  /**
   * The search's page and exact count from the in-memory index, when it holds `version` and can
   * decide the search; the tiles are as of that version: nothing has changed them since.
   */
  async function fromIndex(
    search: NormalizedSearch,
    version: string,
    priceKey?: PriceSortKey,
  ): Promise<{ stock: StockIndex; answer: IndexAnswer } | undefined> {
    const stock = index?.at(version);
    const answer = await stock?.search(search, Date.now() * 1000, priceKey);
    if (!stock || !answer) return undefined;
    answeredBy.index += 1;
    return { stock, answer };
  }

  async function pageWithCount(
    search: NormalizedSearch,
    version: string,
    on: StockSearchRepository,
    priceKey?: PriceSortKey,
  ): Promise<{ rows: VehicleRow[] } & SearchCount> {
    answeredBy.database += 1;
    const key = `${version}|${matchKey(search)}`;
    const offset = (search.page - 1) * search.pageSize;
    const countLoad = () => counts.getOrLoad(key, () => on.count(search));
    let rows: VehicleRow[];
    let loaded: SearchCount;
    if (hasFreeText(search) || offset > 0) {
      // The (bounded, usually cached) count first: a page past the last match is not read at all
      // (walking an index to find nothing is the dearest page there is), and free text learns
      // whether its matches are few enough to read through the trigram index and sort. Many
      // matches walk the sort's index instead; the year index checks the text inside it.
      loaded = await countLoad();
      const plan: FreeTextPlan | undefined = !hasFreeText(search)
        ? undefined
        : await freeTextPlan(search.sortBy, loaded, offset + search.pageSize, () =>
            // The stock a walk of a sort's index passes, estimated.
            on.estimate(tabOnly(search)),
          );
      rows = loaded.exact && offset >= loaded.count ? [] : await on.findPage(search, { plan, priceKey });
    } else {
      [rows, loaded] = await Promise.all([on.findPage(search, { priceKey }), countLoad()]);
    }
    let { count, exact } = loaded;
    // A short page tells the exact total; a full page proves at least offset + rows.
    if ((rows.length > 0 && rows.length < search.pageSize) || (rows.length === 0 && offset === 0)) {
      count = offset + rows.length;
      exact = true;
    } else if (rows.length > 0 && count < offset + rows.length) {
      count = offset + rows.length;
    }
    if (count !== loaded.count || exact !== loaded.exact) counts.set(key, { count, exact });
    return { rows, count, exact };
  }

  /** A member's page as JSON (the route's MemberSearchResult): one Buffer, or an 'All' page's chunks. */
  async function memberPage(member: Member, filter: SearchFilter): Promise<Buffer | Buffer[]> {
    const search = normalizeSearch(filter, 'member');
    checkTab(search, member);
    // The stock's version read with the member (on the primary, the newest there is): when the index
    // holds it, nothing else is read (the buyers of reserved cars are in the index).
    const known = member.stockVersion === undefined ? undefined : index?.at(member.stockVersion);
    const { page, pricing, buyers } = await reading(member, async (on, onDb) => {
      // One reference-data query serves both the price sort key and the prices themselves; the prices
      // are to the port chosen in the search (portId), if it is one of the member's country.
      const [version, pricing] = await Promise.all([
        known?.version ?? stockVersion(on),
        loadPricingContext(onDb, member, { portId: filter.portId }),
      ]);
      const priceKey = search.sortBy === 'price' ? priceSortKey(pricing) : undefined;
      const indexed = await fromIndex(search, version, priceKey);
      const page = indexed ?? (await pageWithCount(search, version, on, priceKey));
      // A reserved car is marked 'Reserved for you' for the dealer whose purchase holds it.
      if ('answer' in page) return { page, pricing, buyers: undefined };
      const reserved = page.rows.filter((row) => isReserved(row.status)).map((row) => row.id);
      return { page, pricing, buyers: await on.buyerCompanies(reserved) };
    });
    const price = createPricer(pricing);
    // Whose deal a car is, from the company of its live purchase (the index's, or the one just read).
    const buyerOf = (company: number | null | undefined) => vehicleBuyerFor(company, member.companyId);
    if ('answer' in page) {
      const { stock, answer } = page;
      const head = {
        count: answer.count,
        countExact: true,
        pageSize: search.pageSize,
        destinationPort: pricing.port,
      };
      const pricesKey = `${stock.version}|${pricingKey(pricing)}`;
      const fieldsByRow = rowPrices.get(pricesKey) ?? new Array<Buffer | undefined>(stock.size);
      rowPrices.set(pricesKey, fieldsByRow);
      // The public tile's fields, then the price's and the buyer (the route's schema).
      return writeJsonInTurns(head, 'vehicles', answer.rows, (row, out) => {
        const fields = (fieldsByRow[row] ??= priceFieldsOf(price(stock.priceable(row))));
        const buyer = buyerOf(stock.buyer(row));
        stock.writeTile(row, out, true);
        out.text(',');
        out.bytes(fields, 0, fields.length);
        out.text(buyer === null ? ',"buyer":null}' : `,"buyer":${JSON.stringify(buyer)}}`);
      });
    }
    const { rows, count, exact } = page;
    const head = { count, countExact: exact, pageSize: search.pageSize, destinationPort: pricing.port };
    return writeJsonInTurns(head, 'vehicles', rows, (row, out) => {
      // The tile's fields, the price's and the buyer, in one object (no copy of each).
      const vehicle = Object.assign(toPublicItem(row, vehiclePhotos), price(priceable(row)), {
        buyer: buyerOf(buyers?.get(row.id)),
      });
      out.text(JSON.stringify(vehicle));
    });
  }

  return {
    /** What a visitor's search answers depend on: the server-rendered /search pages are kept by it. */
    stockVersion: () => reading(null, visitorVersion),

    /** A write request is answering: visitors' searches after it read the stock's version again. */
    forgetVisitorVersion(): void {
      visitorVersions.clear();
    },

    /** A visitor's page, as the JSON of a PublicSearchResult. */
    async searchPublic(filter: SearchFilter): Promise<Buffer> {
      // 'All' (5000) is a member feature (§2 Page Size); a visitor's page is at most 128 vehicles, so
      // nobody can load the database anonymously.
      if (filter.pageSize > PUBLIC_PAGE_SIZE_MAX) {
        throw badRequest(PUBLIC_PAGE_SIZE_MESSAGE, { pageSize: PUBLIC_PAGE_SIZE_MESSAGE });
      }
      const search = normalizeSearch(filter, 'public');
      checkTab(search, null);
      const page = await reading(null, async (on) => {
        const version = await visitorVersion(on);
        if (!publicPages) return inTurn(() => publicPage(search, version, on));
        const key = `${version}|${JSON.stringify(search)}`;
        const status: LRUCache.Status<string, Buffer, PageContext> = {};
        const cached = await publicPages.fetch(key, { context: { search, version, on }, status });
        if (status.fetch === 'hit') pageCacheCounts.hits += 1;
        else if (status.fetch === 'inflight') pageCacheCounts.inflight += 1;
        else pageCacheCounts.misses += 1;
        return cached;
      });
      // The cache's fetchMethod always answers a page, so fetch never gives undefined here.
      return present(page, 'the public page');
    },

    /** Builds the in-memory index of the stock now (start-up; tests); false when there is none. */
    async refreshIndex(): Promise<boolean> {
      return index ? (await index.refresh()) !== undefined : false;
    },

    /** Stops keeping the in-memory index (the app is closing). */
    close: () => index?.close() ?? Promise.resolve(),

    /** Visitors' searches the page cache answered, shared or missed since this service began. */
    pageCacheStats: () => ({ ...pageCacheCounts }),

    /** Pages the in-memory index answered, and the database, since this service began. */
    answeredByStats: () => ({ ...answeredBy }),

    /**
     * A member's page, as the JSON of a MemberSearchResult: one Buffer, or chunks (their
     * concatenation) for an 'All' page of MBs, streamed as they are (the route).
     */
    async searchMember(member: Member, filter: SearchFilter): Promise<Buffer | Buffer[]> {
      if (filter.pageSize !== PAGE_SIZE_ALL) return inTurn(() => memberPage(member, filter));
      if (allPagesPerMember) await enforceRateLimit(db, allPagesPerMember, String(member.userId));
      if (allPages.pendingCount >= ALL_PAGES_WAITING) throw tooManyRequests(5);
      return allPages(() => inTurn(() => memberPage(member, filter)));
    },

    /**
     * The histogram behind a range pop-up's live count, with every other filter applied
     * (the field's own range left out). One query per pop-up opening; DDU gated as the search is.
     */
    async rangeFacet(
      filter: SearchFilter,
      field: RangeFacet,
      audience: Audience,
      member: Member | null,
    ): Promise<RangeFacetCounts> {
      const search = normalizeSearch(filter, audience);
      checkTab(search, member);
      const open: NormalizedSearch = { ...search };
      for (const key of OWN_RANGE[field]) delete open[key];
      return reading(member, async (on) => {
        const version = await versionFor(member, on);
        return rangeCache.getOrLoad(
          `${version}|${matchKey(open, `range:${field}`)}`,
          async () =>
            index?.at(version)?.rangeFacet(open, field, Date.now() * 1000, EXACT_MILEAGE_VALUES) ??
            on.rangeFacet(open, field),
        );
      });
    },

    /** Counts per make and model with every other filter applied (§2 Make & Model pop-up). */
    async facets(filter: SearchFilter, audience: Audience, member: Member | null): Promise<SearchFacets> {
      const search = normalizeSearch(filter, audience);
      checkTab(search, member);
      const { make: _make, model: _model, ...rest } = search;
      return reading(member, async (on) => {
        const version = await versionFor(member, on);
        return facetCache.getOrLoad(`${version}|${matchKey(rest, 'facets')}`, async () => {
          const rows = index?.at(version)?.facets(search, Date.now() * 1000) ?? (await on.facets(search));
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
      });
    },

    /**
     * Which of `vehicleIds` a member's search matches, by the search's own WHERE (saved
     * searches' alerts); none when the member may no longer see the search's tab.
     */
    async matchingIds(
      member: Member,
      filter: SearchFilter,
      vehicleIds: readonly number[],
    ): Promise<number[]> {
      const search = normalizeSearch(filter, 'member');
      if (search.tab === StockTab.ddu && !canSeeDduStock(member.countryId)) return [];
      return repo.idsMatching(search, vehicleIds);
    },

    /**
     * §2 Checklist page: every field and photo, whatever the status (a sold car's page still opens,
     * for its buyer's records); the price and whose deal holds the car only for members whose
     * company is approved (a pending sign-up sees the visitor's page).
     */
    async checklist(id: number, member: Member | null): Promise<PublicChecklistVehicle | ChecklistVehicle> {
      const priced = member && canSeePrices(member) ? member : null;
      const { row, prices, buyers } = await reading(member, async (on, onDb) => {
        const row = await on.findChecklist(id);
        if (!row || !priced || !canAccessVehicle({ stockType: row.stock_type }, priced)) return { row };
        const [prices, buyers] = await Promise.all([
          priceVehiclesForMember(onDb, priced, [priceable(row)]),
          on.buyerCompanies([row.id]),
        ]);
        return { row, prices, buyers };
      });
      if (!row) throw notFound(/*i18n*/ 'No such vehicle.');
      if (!canAccessVehicle({ stockType: row.stock_type }, member)) throw forbidden(DDU_FORBIDDEN_MESSAGE);
      const vehicle = toPublicChecklist(row, vehiclePhotos);
      if (!member || !prices || !buyers) return vehicle;
      // A sold car's page still opens: its buyer reads 'Bought by you' there.
      return {
        ...vehicle,
        ...present(prices.get(row.id), `the prices of vehicle ${row.id}`),
        buyer: vehicleBuyerFor(buyers.get(row.id), member.companyId),
      };
    },
  };
}

export type StockSearchService = ReturnType<typeof createStockSearchService>;
