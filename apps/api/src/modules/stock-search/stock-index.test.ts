// The in-memory index answers a search exactly as the database does (ADR 0019): a seeded random
// stream of searches, drawing on every filter, tab, sort and page, is run through both on PGlite and
// PostgreSQL, and the page's ids and the count must be the same. Through the API: a search the index
// answered never shows a car sold since it was built.
import { searchFilterSchema, StockTab, type SearchFilter } from '@ibc/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../demo/seed.ts';
import { mulberry32 } from '../../../demo/vehicles.ts';
import { accessTokenFor } from '../../../test/helpers/fixtures.ts';
import { describeEachDatabase } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { loadMember } from '../../db/member-read-model.ts';
import type { PriceSortKey } from '../pricing/pricing.service.ts';
import { normalizeSearch, type NormalizedSearch } from './search-query.ts';
import { StockIndex, type IndexAnswer, type IndexRow } from './stock-index.ts';
import { createStockSearchRepository, EXACT_MILEAGE_VALUES, searchWhere } from './stock-search.repository.ts';
import { createStockSearchService } from './stock-search.service.ts';

/** The mileage histogram in 1,000 km buckets, as the database counts it. */
async function bucketsOf(db: Parameters<typeof queryRows>[0], search: NormalizedSearch) {
  const rows = await queryRows<{ value: number; count: number }>(
    db,
    sql`select (v.kms / 1000) * 1000 as value, count(*)::int as count from vehicles v
         where ${searchWhere(search)} group by 1 order by 1`,
  );
  return {
    field: 'mileage',
    bucketWidth: 1000,
    buckets: rows.map((r) => ({ value: Number(r.value), count: r.count })),
  };
}

const PRICE_KEY: PriceSortKey = {
  multiplier: { JPY: 1030 / 92.5, NZD: 1, USD: 1.65 },
  jpyAddend: { small: 1850, medium: 2300, large: 2950 },
  fallbackMultiplier: 1.2,
};

describeEachDatabase(
  'the in-memory stock index',
  (ctx) => {
    let stock: { makes: string[]; models: { make: string; model: string }[]; chassis: string[] };

    beforeAll(async () => {
      const { db } = ctx();
      await seedDemoData(db, { vehicles: 1500, seed: 11 });
      // Rows the demo stock rarely has: sold and withdrawn units, left-hand drive, a second colour word.
      await db.execute(sql`update vehicles set status = 'sold' where id % 17 = 0`);
      await db.execute(sql`update vehicles set status = 'withdrawn' where id % 23 = 0`);
      await db.execute(
        sql`update vehicles set is_left_hand_drive = true, color = 'Pearl White' where id % 13 = 0`,
      );
      // Words with hyphens in odd places, a doubled space, a word twice in one text and one with
      // every trigram of 'vanim' but not the word.
      await db.execute(
        sql`update vehicles set search_text = search_text || ' x-trail-ish  -tr tr- a--b 0-1 ish ish vanixanim' where id % 19 = 0`,
      );
      const models = await queryRows<{ make: string; model: string }>(
        db,
        sql`select distinct make, model from vehicles order by make, model`,
      );
      // Chassis codes, and a few whole chassis numbers and their serials.
      const chassis = await queryRows<{ code: string }>(
        db,
        sql`select distinct lower(split_part(chassis, '-', 1)) as code from vehicles
            union all select lower(chassis) from vehicles where id % 97 = 0
            union all select split_part(chassis, '-', 2) from vehicles where id % 89 = 0 order by 1`,
      );
      stock = {
        makes: [...new Set(models.map((m) => m.make))],
        models,
        chassis: chassis.map((c) => c.code),
      };
    });

    /** A search as a dealer might make it, drawing on every filter the search form has. */
    function randomFilter(random: () => number): { filter: SearchFilter; member: boolean } {
      const oneOf = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
      const member = random() < 0.5;
      const body: Record<string, unknown> = {
        tab: oneOf(member ? [1, 4, 10, 11, 12, 13, 15, 16] : [1, 10, 13]),
        page: oneOf([1, 1, 1, 2, 3, 9]),
        pageSize: oneOf([16, 32, 64, 128]),
      };
      if (body.tab === 16 && random() < 0.5) body.deliveryType = oneOf([0, 1, 2]);
      const pick = oneOf(stock.models);
      const by = random();
      // Catalogue names in any case: the database's look-up is case-insensitive.
      if (by < 0.3) body.make = random() < 0.2 ? pick.make.toUpperCase() : pick.make;
      else if (by < 0.5)
        Object.assign(body, {
          make: pick.make,
          model: random() < 0.2 ? pick.model.toLowerCase() : pick.model,
        });
      else if (by < 0.55) body.make = 'Nonexistent';
      if (random() < 0.3) {
        body.freeText = oneOf([
          pick.model.slice(0, 2),
          pick.model.slice(0, 4),
          `${pick.make} ${pick.model.slice(0, 3)}`,
          pick.model.toLowerCase(),
          'a',
          'hyb',
          '50%',
          'trail',
          'tr',
          'x-t',
          'rail-i',
          'x-',
          '-tr',
          'a--b',
          '0-1',
          'ish',
          'vanim',
        ]);
      }
      if (random() < 0.1) body.chassis = oneOf(stock.chassis);
      if (random() < 0.3) {
        const from = 2005 + Math.floor(random() * 18);
        Object.assign(body, { minYear: from, maxYear: from + Math.floor(random() * 5) });
      }
      if (random() < 0.25)
        Object.assign(body, { minMileage: oneOf([0, 20_000, 50_000]), maxMileage: oneOf([60_000, 150_000]) });
      if (random() < 0.1) Object.assign(body, { maxMileage: 40_000, mileageUnit: 'mi' });
      if (random() < 0.2) body.minConditionGrade = oneOf([3, 3.5, 4, 4.5]);
      if (random() < 0.1) body.maxConditionGrade = oneOf([4, 5]);
      if (random() < 0.1) body.isLeftHandDrive = random() < 0.5;
      if (random() < 0.1) body.doors = oneOf([2, 4, 5]);
      if (random() < 0.1) body.fuel = oneOf(['petrol', 'Hybrid', 'DIESEL']);
      if (random() < 0.1) body.color = oneOf(['white', 'Pearl', 'BLACK']);
      if (random() < 0.05) body.condition = oneOf(['used', 'Repaired']);
      if (random() < 0.05) body.category = oneOf(['suv', 'Sedan', 'none-such']);
      if (random() < 0.1) body.countryId = oneOf([70, 104, 295, 1]);
      if (random() < 0.1) body.portId = oneOf([1, 2, 3, 999]);
      if (random() < 0.7) {
        body.sortBy = oneOf(['year', 'mileage', 'conditionGrade', 'listing', 'price']);
        body.sortOrder = oneOf(['ASC', 'DESC']);
      }
      return { filter: searchFilterSchema.parse(body), member };
    }

    it('answers a random stream of searches with the same pages and counts as the database', async () => {
      const { db } = ctx();
      const repo = createStockSearchRepository(db, { exactCountLimit: Number.MAX_SAFE_INTEGER });
      const snapshot = await repo.snapshot();
      if (!snapshot) throw new Error('the stock changed while it was read');
      const index = await StockIndex.build(snapshot.version, snapshot.rows, snapshot.catalogue);
      // An index built three days ago counts New Arrivals from rows some of which have aged out since.
      const aged = await StockIndex.build(
        snapshot.version,
        snapshot.rows,
        snapshot.catalogue,
        undefined,
        (Date.now() - 3 * 86_400_000) * 1000,
      );
      const random = mulberry32(7);
      let answered = 0;
      let matched = 0;
      for (let k = 0; k < 400; k++) {
        const drawn = randomFilter(random);
        // The last hundred sort by year or mileage and bound the other (pages read across both).
        const filter =
          k < 300
            ? drawn.filter
            : searchFilterSchema.parse({
                ...drawn.filter,
                sortBy: k % 2 ? 'year' : 'mileage',
                sortOrder: k % 4 < 2 ? 'ASC' : 'DESC',
                ...(k % 2
                  ? { minYear: 2010 + (k % 9), maxMileage: 40_000 + (k % 7) * 20_000 }
                  : { minYear: 2008 + (k % 9) }),
              });
        const { member } = drawn;
        const search = normalizeSearch(filter, member ? 'member' : 'public');
        const priceKey = member && search.sortBy === 'price' ? PRICE_KEY : undefined;
        const mine = await index.search(search, Date.now() * 1000, priceKey);
        if (!mine) continue;
        answered += 1;
        const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from vehicles v where ${searchWhere(search)}`,
        );
        const page = await repo.findPage(search, { priceKey });
        const expected = { search, count: n, ids: page.map((row) => row.id) };
        const idsOf = (stock: StockIndex, answer: IndexAnswer) =>
          answer.rows.map((row) => (JSON.parse(stock.tileText(row)) as { id: number }).id);
        expect({ search, count: mine.count, ids: idsOf(index, mine) }).toEqual(expected);
        const old = await aged.search(search, Date.now() * 1000, priceKey);
        expect({ search, count: old?.count, ids: old && idsOf(aged, old) }).toEqual(expected);
        if (n > 0) matched += 1;
      }
      // Nearly every search is the index's to answer, and many of them find vehicles.
      expect(answered).toBeGreaterThan(385);
      expect(matched).toBeGreaterThan(100);
    });

    it('counts the pop-ups (makes and models, years, grades, mileage) as the database does', async () => {
      const { db } = ctx();
      const repo = createStockSearchRepository(db);
      const snapshot = await repo.snapshot();
      if (!snapshot) throw new Error('the stock changed while it was read');
      const index = await StockIndex.build(snapshot.version, snapshot.rows, snapshot.catalogue);
      const random = mulberry32(9);
      for (let k = 0; k < 40; k++) {
        const { filter, member } = randomFilter(random);
        const search = normalizeSearch(filter, member ? 'member' : 'public');
        const now = Date.now() * 1000;
        const facets = index.facets(search, now);
        if (facets) expect({ search, facets }).toEqual({ search, facets: await repo.facets(search) });
        for (const field of ['year', 'grade', 'mileage'] as const) {
          const mine = index.rangeFacet(search, field, now, EXACT_MILEAGE_VALUES);
          if (mine) expect({ search, mine }).toEqual({ search, mine: await repo.rangeFacet(search, field) });
        }
        // Few distinct mileages in this stock: a low bound shows the 1,000 km buckets too.
        const banded = index.rangeFacet(search, 'mileage', now, 20);
        if (banded?.bucketWidth === 1000)
          expect({ search, banded }).toEqual({ search, banded: await bucketsOf(db, search) });
      }
    });

    it('leaves to the database what it cannot decide as the database does', async () => {
      const snapshot = await createStockSearchRepository(ctx().db).snapshot();
      const index = await StockIndex.build(snapshot!.version, snapshot!.rows, snapshot!.catalogue);
      const search = (filter: Record<string, unknown>, audience: 'public' | 'member' = 'public') =>
        index.search(normalizeSearch(searchFilterSchema.parse(filter), audience), Date.now() * 1000);
      // Lower case outside ASCII is the database's locale's to say.
      await expect(search({ page: 1, pageSize: 16, color: 'Weiß' })).resolves.toBeUndefined();
      // A price sort needs the member's prices.
      await expect(search({ page: 1, pageSize: 16, sortBy: 'price' }, 'member')).resolves.toBeUndefined();
      await expect(search({ page: 1, pageSize: 16, color: 'white' })).resolves.toMatchObject({
        count: expect.any(Number),
      });
    });

    it('never shows a car sold after the index was built', async () => {
      const { app, db } = ctx();
      const search = async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/vehicles/prelog/search',
          payload: { tab: 1, page: 1, pageSize: 16, sortBy: 'year', sortOrder: 'DESC' },
        });
        expect(res.statusCode).toBe(200);
        return res.json<{ count: number; countExact: boolean; vehicles: { id: number }[] }>();
      };
      await expect(app.services.stockSearch.refreshIndex()).resolves.toBe(true);
      const before = app.services.stockSearch.answeredByStats();
      const first = await search();
      expect(app.services.stockSearch.answeredByStats().index).toBe(before.index + 1);
      expect(first.countExact).toBe(true);
      const sold = first.vehicles[0]!.id;
      await db.execute(sql`update vehicles set status = 'sold' where id = ${sold}`);
      // The database answers until the index is built again; neither shows the sold car.
      const next = await search();
      expect(next.vehicles.map((v) => v.id)).not.toContain(sold);
      expect(next.count).toBe(first.count - 1);
      await app.services.stockSearch.refreshIndex();
      const rebuilt = await search();
      expect(rebuilt.vehicles.map((v) => v.id)).not.toContain(sold);
      expect(rebuilt.count).toBe(first.count - 1);
      expect(app.services.stockSearch.answeredByStats().index).toBe(before.index + 2);

      // A member's page from the index is priced for him, his price sort included.
      const [member] = await queryRows<{ id: number; role: string; token_version: number }>(
        db,
        sql`select id, role, token_version from users where email = 'nz@demo.local'`,
      );
      const token = await accessTokenFor(app, {
        id: member!.id,
        role: member!.role,
        tokenVersion: member!.token_version,
      });
      const priced = await app.inject({
        method: 'POST',
        url: '/api/vehicles/postlog/search',
        headers: { authorization: `Bearer ${token}` },
        payload: { tab: 1, page: 1, pageSize: 16, sortBy: 'price', sortOrder: 'ASC' },
      });
      expect(priced.statusCode).toBe(200);
      const page = priced.json<{ count: number; vehicles: { id: number; price: unknown }[] }>();
      expect(page.count).toBe(first.count - 1);
      expect(page.vehicles).toHaveLength(16);
      expect(page.vehicles[0]).toHaveProperty('price');
      expect(app.services.stockSearch.answeredByStats().index).toBe(before.index + 3);
    });

    it("writes a visitor's and a member's answer as the database's, tile for tile", async () => {
      const { db, app } = ctx();
      // Reserved cars: a member's tile names whose deal holds one.
      await db.execute(
        sql`update vehicles set status = 'reserved' where id % 19 = 0 and status = 'available'`,
      );
      // The demo's New Zealand dealer: landed prices to his port.
      const [nz] = await queryRows<{ id: number }>(
        db,
        sql`select id from users where email = 'nz@demo.local'`,
      );
      const member = (await loadMember(db, nz!.id))!;
      // Deals holding them: his company's, another dealer's, and a cancelled one that holds nothing.
      const [other] = await queryRows<{ id: number; company_id: number }>(
        db,
        sql`select id, company_id from users
             where company_id is not null and company_id <> ${member.companyId} order by id limit 1`,
      );
      await db.execute(
        sql`insert into purchases (company_id, user_id, vehicle_id, currency, agreed_amount, terms, stage)
            select case when v.id % 3 = 0 then ${member.companyId}::int else ${other!.company_id}::int end,
                   case when v.id % 3 = 0 then ${nz!.id}::int else ${other!.id}::int end,
                   v.id, 'NZD', 10000, 'C&F', case when v.id % 5 = 0 then 'cancelled' else 'purchased' end
              from vehicles v
             where v.status = 'reserved' and v.id % 2 = 0
               and not exists (select from purchases p where p.vehicle_id = v.id)`,
      );
      const options = {
        db,
        vehiclePhotos: app.vehiclePhotos,
        allPagesPerMember: null,
        pageCacheTtlMs: 0,
        exactCountLimit: Number.MAX_SAFE_INTEGER,
      };
      const indexed = createStockSearchService({ ...options, memoryIndex: true });
      const database = createStockSearchService(options);
      try {
        await expect(indexed.refreshIndex()).resolves.toBe(true);
        const random = mulberry32(5);
        for (let k = 0; k < 80; k++) {
          const { filter, member: asMember } = randomFilter(random);
          // DDU stock is for dealers in DDU markets: this member is refused it by both.
          if (filter.tab === StockTab.ddu) continue;
          const [mine, theirs] = asMember
            ? [await indexed.searchMember(member, filter), await database.searchMember(member, filter)]
            : [await indexed.searchPublic(filter), await database.searchPublic(filter)];
          const json = (answer: Buffer | Buffer[]) =>
            JSON.parse(Buffer.concat([answer].flat()).toString()) as unknown;
          expect({ filter, answer: json(mine) }).toEqual({ filter, answer: json(theirs) });
        }
        expect(indexed.answeredByStats().index).toBeGreaterThan(50);
        expect(database.answeredByStats().index).toBe(0);
      } finally {
        await indexed.close();
      }
    });
  },
  { SEARCH_INDEX: 'memory', SEARCH_PAGE_CACHE_SECONDS: '0' },
);

/** A vehicle row of the index, an ordinary one unless `fields` say otherwise. */
function vehicleRow(k: number, fields: Partial<IndexRow>): IndexRow {
  return {
    id: k + 1,
    make: 'Toyota',
    model: 'Aqua',
    year: 2018,
    kms: 50_000,
    grade: 4,
    base_price: '1000',
    listed_us: 1_700_000_000_000_000 + k,
    fuel: 'Hybrid',
    color: 'White',
    condition: 'used',
    stock_type: 'ibc',
    stock_tab: 1,
    delivery_types: [],
    is_left_hand_drive: false,
    doors: 5,
    category_id: null,
    size_class: 'small',
    negotiate_currency: 'JPY',
    is_kap_stock: false,
    search_text: 'toyota aqua',
    buyer_company_id: null,
    tile: JSON.stringify({ id: k + 1 }),
    ...fields,
  };
}

/** The index of `rows` whose catalogue is `pairs` (their makes and models, in that order). */
function indexOf(rows: IndexRow[], pairs: { make: string; model: string }[]): Promise<StockIndex> {
  return StockIndex.build('1', rows, {
    makes: [...new Set(pairs.map((pair) => pair.make))],
    models: [...new Set(pairs.map((pair) => pair.model))],
    categories: [],
    countries: [],
    rates: [],
    pairs,
  });
}

/** The index of `rows`, all of Toyota's Aqua and Prius. */
function toyotaIndex(rows: IndexRow[]): Promise<StockIndex> {
  return indexOf(rows, [
    { make: 'Toyota', model: 'Aqua' },
    { make: 'Toyota', model: 'Prius' },
  ]);
}

describe('a page read across years and mileage', () => {
  it('keeps the order of a year sort bounding the mileage, and of a mileage sort bounding the years', async () => {
    // One model over six years, its mileage rising with age, so a walk along either order meets the
    // other bound's matches late.
    const rows = Array.from({ length: 600 }, (_, k) => {
      const year = 2015 + (k % 6);
      return vehicleRow(k, { year, kms: (2021 - year) * 20_000 + ((k * 7919) % 30_000) });
    });
    const index = await toyotaIndex(rows);
    const byId = (a: IndexRow, b: IndexRow) => a.id - b.id;
    const cases = [
      { sortBy: 'year', minMileage: 30_000, maxMileage: 70_000 },
      { sortBy: 'year', maxMileage: 25_000 },
      { sortBy: 'mileage', minYear: 2016, maxYear: 2018 },
      { sortBy: 'mileage', maxYear: 2016 },
    ] as const;
    for (const bounds of cases) {
      for (const sortOrder of ['ASC', 'DESC'] as const) {
        for (const page of [1, 3]) {
          const search = normalizeSearch(
            searchFilterSchema.parse({ tab: 1, page, pageSize: 16, sortOrder, ...bounds }),
            'public',
          );
          const matches = rows
            .filter(
              (r) =>
                r.kms >= (search.minKms ?? 0) &&
                r.kms <= (search.maxKms ?? Infinity) &&
                r.year >= (search.minYear ?? 0) &&
                r.year <= (search.maxYear ?? Infinity),
            )
            .sort((a, b) => (search.sortBy === 'year' ? a.year - b.year : a.kms - b.kms) || byId(a, b));
          if (sortOrder === 'DESC') matches.reverse();
          const answer = await index.search(search, Date.now() * 1000);
          expect({
            bounds,
            sortOrder,
            page,
            count: answer?.count,
            ids: answer?.rows.map((r) => index.id(r)),
          }).toEqual({
            bounds,
            sortOrder,
            page,
            count: matches.length,
            ids: matches.slice((page - 1) * 16, page * 16).map((r) => r.id),
          });
        }
      }
    }
  });
});

describe('a count over most of the stock', () => {
  it('counts words, models, bounds and tabs as each vehicle would be tested', async () => {
    // Counts the grid cannot give (a model, words), over enough vehicles that the index counts from
    // sets of bits rather than testing each: every tenth unit ungraded (repaired), some left-hand
    // drive, DDU or dealer-direct, a sunroof on every third.
    const rows = Array.from({ length: 4000 }, (_, k) =>
      vehicleRow(k, {
        model: k % 2 === 0 ? 'Aqua' : 'Prius',
        year: 2010 + (k % 13),
        kms: (k * 7919) % 200_000,
        grade: k % 10 === 0 ? null : 3 + (k % 5) * 0.5,
        stock_type: k % 7 === 0 ? 'ddu' : k % 5 === 0 ? 'dealer-direct' : 'ibc',
        is_left_hand_drive: k % 6 === 0,
        search_text: `toyota ${k % 2 === 0 ? 'aqua' : 'prius'}${k % 3 === 0 ? ' sunroof' : ''} zvw${k % 7}-${k}`,
      }),
    );
    const index = await toyotaIndex(rows);
    const cases = [
      { tab: 1, model: 'Aqua', minYear: 2016 },
      { tab: 1, freeText: 'sunroof', minConditionGrade: 4 },
      { tab: 11, freeText: 'toyota sunroof', maxConditionGrade: 4.5, isLeftHandDrive: true },
      { tab: 1, chassis: 'zvw3', minMileage: 20_000, maxMileage: 150_000 },
      { tab: 16, freeText: 'prius', maxYear: 2019 },
      { tab: 15, model: 'prius', freeText: 'zvw', minConditionGrade: 3.5, maxConditionGrade: 4 },
      {
        tab: 11,
        make: 'Toyota',
        model: 'Aqua',
        freeText: 'toyota sunroof',
        chassis: 'zvw',
        minYear: 2012,
        maxYear: 2020,
        minMileage: 10_000,
        maxMileage: 190_000,
        minConditionGrade: 3.5,
        maxConditionGrade: 4.5,
        isLeftHandDrive: false,
      },
    ];
    for (const filter of cases) {
      const search = normalizeSearch(
        searchFilterSchema.parse({ page: 1, pageSize: 16, ...filter }),
        'member',
      );
      const tab = {
        1: (r: IndexRow) => r.stock_type !== 'ddu',
        11: (r: IndexRow) => r.stock_type === 'ibc',
        15: (r: IndexRow) => r.stock_type === 'dealer-direct',
        16: (r: IndexRow) => r.stock_type === 'ddu',
      }[filter.tab]!;
      const grade = (r: IndexRow) => (r.grade === null ? Number.NaN : Number(r.grade));
      const matches = rows.filter(
        (r) =>
          tab(r) &&
          (search.make === undefined || r.make === search.make) &&
          (search.model === undefined || r.model.toLowerCase() === search.model.toLowerCase()) &&
          [...search.words, search.chassis ?? ''].every((word) => r.search_text.includes(word)) &&
          r.year >= (search.minYear ?? 0) &&
          r.year <= (search.maxYear ?? Infinity) &&
          r.kms >= (search.minKms ?? 0) &&
          r.kms <= (search.maxKms ?? Infinity) &&
          (search.minConditionGrade === undefined || grade(r) >= search.minConditionGrade) &&
          (search.maxConditionGrade === undefined || grade(r) <= search.maxConditionGrade) &&
          (search.isLeftHandDrive === undefined || r.is_left_hand_drive === search.isLeftHandDrive),
      );
      const answer = await index.search(search, Date.now() * 1000);
      expect({ filter, count: answer?.count }).toEqual({ filter, count: matches.length });
    }
  });
});

describe('a page of one make, or of one make and model', () => {
  it('is read in the order of every sort, as each vehicle of the stock would place it', async () => {
    // Two makes, two models of one made in different years (a walk of the whole order from the
    // newest would meet the older model's cars last), listed in no particular order, every seventh
    // unit ungraded.
    const rows = Array.from({ length: 3000 }, (_, k) => {
      const [make, model] = [
        ['Toyota', 'Aqua'],
        ['Toyota', 'Prius'],
        ['Honda', 'Fit'],
      ][k % 3]!;
      return vehicleRow(k, {
        make,
        model,
        year: model === 'Aqua' ? 2012 + (k % 5) : model === 'Prius' ? 2015 + (k % 10) : 2008 + (k % 17),
        kms: (k * 7919) % 150_000,
        grade: k % 7 === 0 ? null : 3 + (k % 4) * 0.5,
        listed_us: 1_700_000_000_000_000 + ((k * 7919) % 3000) * 1_000_000,
      });
    });
    // Honda's rows come after Toyota's when grouped: a window read from the order's start would
    // meet Toyota's first.
    const index = await indexOf(rows, [
      { make: 'Toyota', model: 'Aqua' },
      { make: 'Toyota', model: 'Prius' },
      { make: 'Honda', model: 'Fit' },
    ]);
    const keyOf = {
      year: (r: IndexRow) => r.year,
      mileage: (r: IndexRow) => r.kms,
      conditionGrade: (r: IndexRow) => (r.grade === null ? null : Number(r.grade)),
      listing: (r: IndexRow) => Number(r.listed_us),
    } as const;
    const same = (typed: string | undefined, name: string) =>
      typed === undefined || typed.toLowerCase() === name.toLowerCase();
    for (const [model, make] of [
      ['Aqua', undefined],
      ['prius', 'Toyota'],
      [undefined, 'Toyota'],
      [undefined, 'honda'],
    ] as const) {
      for (const sortBy of ['year', 'mileage', 'conditionGrade', 'listing'] as const) {
        for (const sortOrder of ['ASC', 'DESC'] as const) {
          // Windows of the year order's and the mileage order's own keys, read within the group.
          for (const window of [
            {},
            { minYear: 2015 },
            { minYear: 2014, maxYear: 2018, maxMileage: 90_000 },
          ]) {
            const key = keyOf[sortBy];
            const { minYear = 0, maxYear = 9999, maxMileage = Infinity } = window;
            const matches = rows.filter(
              (r) =>
                same(model, r.model) &&
                same(make, r.make) &&
                r.year >= minYear &&
                r.year <= maxYear &&
                r.kms <= maxMileage,
            );
            // NULLS LAST both ways; ties and the keyless by id, backwards when descending.
            const keyed = matches
              .filter((r) => key(r) !== null)
              .sort((a, b) => key(a)! - key(b)! || a.id - b.id);
            const keyless = matches.filter((r) => key(r) === null);
            if (sortOrder === 'DESC') [keyed, keyless].forEach((list) => list.reverse());
            const ordered = [...keyed, ...keyless];
            for (const page of [1, 2, 9, Math.ceil(ordered.length / 16)]) {
              const search = normalizeSearch(
                searchFilterSchema.parse({
                  tab: 1,
                  make,
                  model,
                  ...window,
                  sortBy,
                  sortOrder,
                  page,
                  pageSize: 16,
                }),
                'member',
              );
              const answer = await index.search(search, Date.now() * 1000);
              const filter = { model, make, sortBy, sortOrder, window, page };
              expect({ filter, count: answer?.count, ids: answer?.rows.map((r) => index.id(r)) }).toEqual({
                filter,
                count: ordered.length,
                ids: ordered.slice((page - 1) * 16, page * 16).map((r) => r.id),
              });
            }
          }
        }
      }
    }
  });
});
