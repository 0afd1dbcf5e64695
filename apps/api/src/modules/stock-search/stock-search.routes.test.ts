import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { makes, models, shippingRates, vehicles } from '../../db/schema.ts';
import {
  countInRange,
  memberSearchResultSchema,
  publicSearchResultSchema,
  searchFilterSchema,
  type RangeFacetCounts,
} from '@ibc/domain';
import {
  accessTokenFor,
  bearer,
  createMember,
  createVehicle,
  describeApi,
} from '../../../test/helpers/index.ts';
import { loadMember } from '../../db/member-read-model.ts';
import { createStockSearchService } from './stock-search.service.ts';

const token = () => `tok${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;

type Item = Record<string, unknown> & { id: number };
type Result = { count: number; countExact: boolean; pageSize: number; vehicles: Item[] };

describeApi('stock search', (ctx, http) => {
  let nzHeaders: Record<string, string>;
  let jpyHeaders: Record<string, string>;
  let ugandaHeaders: Record<string, string>;

  beforeAll(async () => {
    const { app, db } = ctx();
    nzHeaders = await bearer(app, (await createMember(db, { countryId: 75, activeCurrency: 'NZD' })).user);
    jpyHeaders = await bearer(app, (await createMember(db, { countryId: 75, activeCurrency: 'JPY' })).user);
    ugandaHeaders = await bearer(
      app,
      (await createMember(db, { countryId: 70, currencies: ['JPY', 'USD'] })).user,
    );
  });

  /** Vehicles findable by a unique word, so each test sees only its own stock. */
  async function stock(word: string, rows: Parameters<typeof createVehicle>[1][]) {
    const created = [];
    for (const row of rows) {
      created.push(await createVehicle(ctx().db, { searchText: `toyota aqua s ${word}`, ...row }));
    }
    return created;
  }

  async function search(body: Record<string, unknown>, headers?: Record<string, string>) {
    const url = headers ? '/api/vehicles/postlog/search' : '/api/vehicles/prelog/search';
    return http.post(url, body, headers);
  }
  async function ids(body: Record<string, unknown>, headers?: Record<string, string>) {
    const res = await search(body, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Result>().vehicles.map((v) => v.id);
  }

  describe('prices are members-only (§6)', () => {
    it('gives visitors no price, price detail or forex figure at all', async () => {
      const word = token();
      await stock(word, [{}, { isKapStock: true, basePrice: '0' }]);
      const res = await search({ freeText: word });
      expect(res.statusCode).toBe(200);
      const body = res.json<Result>();
      expect(body.count).toBe(2);
      expect(body.pageSize).toBe(16);
      expect(res.body).not.toMatch(/price|forex|ofsFees|gst|freight|landed/i);
    });

    it('answers both searches with exactly the documented fields, nothing more (the schema parses each to itself)', async () => {
      // The search answers skip response-schema serialisation: this proves they need none.
      const word = token();
      await stock(word, [
        {},
        { isKapStock: true, basePrice: '0' },
        { stockType: 'dealer-direct', negotiateCurrency: 'NZD' },
      ]);
      const visitor = (await search({ freeText: word })).json();
      expect(visitor.vehicles).toHaveLength(3);
      expect(publicSearchResultSchema.parse(visitor)).toEqual(visitor);
      for (const headers of [nzHeaders, jpyHeaders, ugandaHeaders]) {
        const member = (await search({ freeText: word, tab: 1 }, headers)).json();
        expect(member.vehicles).toHaveLength(3);
        expect(memberSearchResultSchema.parse(member)).toEqual(member);
      }
    });

    it('gives visitors no price on the checklist either', async () => {
      const [vehicle] = await stock(token(), [{}]);
      const res = await ctx().app.inject({ method: 'GET', url: `/api/vehicles/checklist/${vehicle!.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/price|forex|ofsFees|gst|freight|landed/i);
      expect(res.json()).toMatchObject({
        id: vehicle!.id,
        photos: expect.arrayContaining([`/media/vehicles/${vehicle!.id}/0.svg`]),
      });
    });

    it('answers the member search with 401 without a valid token', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/vehicles/postlog/search',
        payload: {},
      });
      expect(res.statusCode).toBe(401);
      const bad = await search({}, { authorization: 'Bearer nonsense' });
      expect(bad.statusCode).toBe(401);
    });

    it('prices JPY stock for an atnz member on an NZD account as landed NZD (§9)', async () => {
      const word = token();
      await stock(word, [{ basePrice: '650', sizeClass: 'medium' }]);
      const res = await search({ freeText: word }, nzHeaders);
      const [vehicle] = res.json<Result>().vehicles;
      // 650,000 / 88.5 x 1.03 + 2,200 = 9,764.97 -> 9,800 (up to 50) x 1.15 = 11,270
      expect(vehicle).toMatchObject({
        price: 'NZD 11,270',
        pricingRegion: 'atnz',
        priceDetails: {
          negotiateCurrency: 'JPY',
          forex: '88.5',
          ofsFees: '2200',
          gst: '1.15',
          freightCost: '200000',
          basePrice: '650',
          landedPrice: '11270.00',
        },
      });
    });

    it('prices the same stock for a JPY account as JPY offer x 1000 + freight (§9)', async () => {
      const word = token();
      await stock(word, [{ basePrice: '650', sizeClass: 'small' }]);
      const [vehicle] = (await search({ freeText: word }, jpyHeaders)).json<Result>().vehicles;
      expect(vehicle).toMatchObject({
        price: 'JPY 800,000',
        pricingRegion: null,
        priceDetails: { negotiateCurrency: 'JPY', landedPrice: '800000.00' },
      });
    });

    it("prices KAP stock 'NZD 0' and NZ-landed NZD stock as offer x gst", async () => {
      const word = token();
      await stock(word, [
        { isKapStock: true, basePrice: '0', negotiateCurrency: 'NZD', stockTab: 12, year: 2020 },
        { basePrice: '10000', negotiateCurrency: 'NZD', stockTab: 12, year: 2019 },
      ]);
      const vehicles = (await search({ freeText: word, tab: 1 }, nzHeaders)).json<Result>().vehicles;
      expect(vehicles.map((v) => v.price)).toEqual(['NZD 0', 'NZD 11,500']);
    });

    it('prices JPY stock for a USD account as C&F in USD', async () => {
      const word = token();
      await stock(word, [{ basePrice: '1502.5', sizeClass: 'medium' }]);
      const [vehicle] = (await search({ freeText: word, tab: 1 }, ugandaHeaders)).json<Result>().vehicles;
      // 1,502,500 / 150.25 = 10,000 + freight 200,000 / 150.25 = 1,331.11
      expect(vehicle).toMatchObject({
        price: 'USD 11,331',
        priceDetails: { negotiateCurrency: 'USD', basePrice: '10000' },
      });
    });
  });

  describe('tabs (§2, §4)', () => {
    it('applies each tab: All Stock, New Arrival, Hybrid, IBC, Dealer Direct, DDU', async () => {
      const word = token();
      const now = Date.now();
      const [fresh, old, dealerDirect, ddu, petrol] = await stock(word, [
        { listedAt: new Date(now - DAY), fuel: 'Hybrid' },
        { listedAt: new Date(now - 30 * DAY), fuel: 'Hybrid' },
        { stockType: 'dealer-direct', stockTab: 15, fuel: 'Petrol', listedAt: new Date(now - 30 * DAY) },
        { stockType: 'ddu', stockTab: 16, deliveryTypes: [0, 2], listedAt: new Date(now - DAY) },
        { fuel: 'Petrol', listedAt: new Date(now - 40 * DAY) },
      ]);
      const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
      expect(sorted(await ids({ freeText: word }))).toEqual(
        sorted([fresh!.id, old!.id, dealerDirect!.id, petrol!.id]),
      );
      expect(await ids({ freeText: word, tab: 10 })).toEqual([fresh!.id]);
      expect(sorted(await ids({ freeText: word, tab: 13 }))).toEqual(sorted([fresh!.id, old!.id]));
      expect(sorted(await ids({ freeText: word }, nzHeaders))).toEqual(
        sorted([fresh!.id, old!.id, petrol!.id]),
      );
      expect(await ids({ freeText: word, tab: 15 }, nzHeaders)).toEqual([dealerDirect!.id]);
      expect(await ids({ freeText: word, stockType: 'dealer-direct' }, nzHeaders)).toEqual([
        dealerDirect!.id,
      ]);
      expect(await ids({ freeText: word, tab: 16 }, ugandaHeaders)).toEqual([ddu!.id]);
      expect(await ids({ freeText: word, tab: 16, deliveryType: 2 }, ugandaHeaders)).toEqual([ddu!.id]);
      expect(await ids({ freeText: word, tab: 16, deliveryType: 1 }, ugandaHeaders)).toEqual([]);
    });

    it('answers DDU with 403 outside countries 70/295/104 and for visitors', async () => {
      expect((await search({ tab: 16 }, nzHeaders)).statusCode).toBe(403);
      expect((await search({ tab: 16 })).statusCode).toBe(403);
      expect((await search({ tab: 16 }, ugandaHeaders)).statusCode).toBe(200);
    });
  });

  describe('filters (§2, §3)', () => {
    it('matches free text case-insensitively on partial words of make, model, grade, chassis and keywords', async () => {
      const word = token();
      const [a, b] = await stock(word, [
        { searchText: `toyota aqua g ${word} zvw30-1111111 navigation`, chassis: `ZVW30-${word}` },
        { searchText: `nissan note e-power ${word} e12-2222222 camera` },
      ]);
      expect(await ids({ freeText: `${word.toUpperCase()} AQU` })).toEqual([a!.id]);
      expect(await ids({ freeText: `${word} Power` })).toEqual([b!.id]);
      expect(await ids({ freeText: `${word} 2222` })).toEqual([b!.id]);
      expect(await ids({ freeText: `${word} aqua camera` })).toEqual([]);
      expect(await ids({ freeText: `${word} 100%_` })).toEqual([]);
    });

    it('filters by make and model, year, mileage (km and mi), grade, steering, doors, fuel, colour, category', async () => {
      const word = token();
      const [mazda] = await ctx()
        .db.insert(makes)
        .values({ name: 'Mazda' })
        .onConflictDoNothing()
        .returning();
      if (mazda)
        await ctx().db.insert(models).values({ makeId: mazda.id, name: 'Axela' }).onConflictDoNothing();
      const [a, b, c] = await stock(word, [
        {
          make: 'Mazda',
          model: 'Demio',
          year: 2012,
          kms: 20_000,
          conditionGrade: '4.5',
          isLeftHandDrive: false,
          doors: 5,
          fuel: 'Petrol',
          color: 'Soul Red',
        },
        {
          make: 'Mazda',
          model: 'Axela',
          year: 2016,
          kms: 90_000,
          conditionGrade: '3.5',
          isLeftHandDrive: true,
          doors: 4,
          fuel: 'Diesel',
          color: 'Pearl White',
        },
        {
          make: 'Honda',
          model: 'Fit',
          year: 2019,
          kms: 150_000,
          conditionGrade: null,
          doors: 5,
          fuel: 'Hybrid',
          color: 'White',
          categoryId: null,
        },
      ]);
      const q = (extra: Record<string, unknown>) =>
        ids({ freeText: word, sortBy: 'year', sortOrder: 'ASC', ...extra });
      expect(await q({ make: 'mazda' })).toEqual([a!.id, b!.id]);
      expect(await q({ make: 'Mazda', model: 'axela' })).toEqual([b!.id]);
      expect(await q({ minYear: 2013, maxYear: 2019 })).toEqual([b!.id, c!.id]);
      expect(await q({ minYear: 2019, maxYear: 2013 })).toEqual([b!.id, c!.id]);
      expect(await q({ minMileage: 50_000, maxMileage: 100_000 })).toEqual([b!.id]);
      expect(await q({ minMileage: 50_000, maxMileage: 100_000, mileageUnit: 'mi' })).toEqual([b!.id, c!.id]);
      expect(await q({ kmsFrom: 100_000 })).toEqual([c!.id]);
      expect(await q({ minConditionGrade: 4, maxConditionGrade: 5 })).toEqual([a!.id]);
      expect(await q({ isLeftHandDrive: true })).toEqual([b!.id]);
      expect(await q({ isLeftHandDrive: false })).toEqual([a!.id, c!.id]);
      expect(await q({ doors: 4 })).toEqual([b!.id]);
      expect(await q({ fuel: 'diesel' })).toEqual([b!.id]);
      expect(await q({ color: 'white' })).toEqual([b!.id, c!.id]);
      expect(await q({ category: 'hatchback' })).toEqual([a!.id, b!.id]);
      expect(await q({ condition: 'used' })).toEqual([a!.id, b!.id, c!.id]);
    });

    it('filters by destination country / port: stock with a shipping rate there', async () => {
      const word = token();
      const [small, odd] = await stock(word, [{ sizeClass: 'small' }, { sizeClass: 'oversize' }]);
      expect(await ids({ freeText: word, countryId: 75 })).toEqual([small!.id]);
      expect(await ids({ freeText: word, portId: 7502 })).toEqual([small!.id]);
      expect(odd).toBeDefined();
    });
  });

  describe('sorting and paging', () => {
    it.each(['year', 'price', 'mileage', 'conditionGrade', 'listing'])(
      'sorts by %s both ways',
      async (sortBy) => {
        const word = token();
        const now = Date.now();
        const created = await stock(
          word,
          [3, 1, 2].map((n) => ({
            year: 2010 + n,
            basePrice: String(100 * n),
            kms: 1000 * n,
            conditionGrade: (2 + n / 2).toFixed(1),
            listedAt: new Date(now - (5 - n) * DAY),
          })),
        );
        const [three, one, two] = created.map((v) => v.id);
        expect(await ids({ freeText: word, sortBy, sortOrder: 'ASC' })).toEqual([one, two, three]);
        expect(await ids({ freeText: word, sortBy, sortOrder: 'DESC' })).toEqual([three, two, one]);
      },
    );

    it('sorts members by their own price (size-class fees included), never visitors by price', async () => {
      const word = token();
      const [large, small, kap] = await stock(word, [
        { basePrice: '650', sizeClass: 'large' },
        { basePrice: '660', sizeClass: 'small' },
        { basePrice: '0', isKapStock: true, negotiateCurrency: 'NZD', stockTab: 12 },
      ]);
      const res = await search({ freeText: word, sortBy: 'price', sortOrder: 'ASC' }, nzHeaders);
      const vehicles = res.json<Result>().vehicles;
      // small: 660,000/88.5x1.03 + 1,800 -> 9,500 x 1.15 = 10,925; large: ... + 2,600 -> 10,200 x 1.15 = 11,730
      // KAP stock ('Price on enquiry') has no price: it comes after the priced cars both ways.
      expect(vehicles.map((v) => v.price)).toEqual(['NZD 10,925', 'NZD 11,730', 'NZD 0']);
      expect(vehicles.map((v) => v.id)).toEqual([small!.id, large!.id, kap!.id]);
      const desc = await ids({ freeText: word, sortBy: 'price', sortOrder: 'DESC' }, nzHeaders);
      expect(desc).toEqual([large!.id, small!.id, kap!.id]);
      const yen = (
        await search({ freeText: word, sortBy: 'price', sortOrder: 'ASC' }, jpyHeaders)
      ).json<Result>().vehicles;
      // JPY account: 660,000 + 150,000 = 810,000 < 650,000 + 250,000 = 900,000
      expect(yen.map((v) => v.id)).toEqual([small!.id, large!.id, kap!.id]);
      // Visitors cannot order by a price they may not see (§6): their list keeps the default order.
      expect(await ids({ freeText: word, sortBy: 'price', sortOrder: 'ASC' })).toEqual(
        await ids({ freeText: word, sortBy: 'year', sortOrder: 'ASC' }),
      );
      expect(await ids({ freeText: word, sortBy: 'year', sortOrder: 'ASC' })).not.toEqual([
        kap!.id,
        large!.id,
        small!.id,
      ]);
    });

    it.each([
      ['free text', (word: string) => ({ freeText: word })],
      ['a filter', (word: string) => ({ make: word })],
    ])(
      'puts a whole page of KAP stock after the priced cars in both directions, page after page (%s)',
      async (_how, narrow) => {
        const word = token();
        // 17 'Price on enquiry' units: more than a page of 16, as on the demo's All Stock tab.
        const kap = await stock(
          word,
          Array.from({ length: 17 }, (_, i) => ({
            make: word,
            basePrice: '0',
            isKapStock: true,
            negotiateCurrency: 'NZD',
            stockTab: 12,
            year: 2020 - (i % 3),
          })),
        );
        const priced = await stock(
          word,
          [700, 650, 900, 520, 610].map((price, i) => ({
            make: word,
            basePrice: String(price),
            sizeClass: i % 2 ? 'small' : 'medium',
            year: 2012 + i,
          })),
        );
        const kapIds = new Set(kap.map((v) => v.id));
        const pricedIds = priced.map((v) => v.id);
        for (const headers of [nzHeaders, jpyHeaders]) {
          for (const sortOrder of ['ASC', 'DESC'] as const) {
            const pages: Item[][] = [];
            for (const page of [1, 2]) {
              const res = await search({ ...narrow(word), sortBy: 'price', sortOrder, page }, headers);
              expect(res.statusCode, res.body).toBe(200);
              const body = res.json<Result>();
              expect(body.count).toBe(22);
              pages.push(body.vehicles);
            }
            const list = pages.flat();
            expect(list).toHaveLength(22);
            // The five priced cars first, in price order, then every KAP unit.
            expect(
              list
                .slice(0, 5)
                .map((v) => v.id)
                .sort(),
            ).toEqual([...pricedIds].sort());
            expect(list.slice(5).every((v) => kapIds.has(v.id))).toBe(true);
            const amounts = list.slice(0, 5).map((v) => Number(String(v.price).replace(/[^\d]/g, '')));
            const ordered = [...amounts].sort((a, b) => (sortOrder === 'ASC' ? a - b : b - a));
            expect(amounts).toEqual(ordered);
            // The first page shows every priced car, the second holds only 'Price on enquiry' units.
            expect(pages[1]!.every((v) => v.isKapStock === true)).toBe(true);
          }
        }
        // Visitors see no price, so they cannot order by one (§6): their list keeps the default order
        // (year) in the direction asked, and no tile of theirs says 'Price on enquiry' or any price.
        for (const sortOrder of ['ASC', 'DESC'] as const) {
          const byPrice = await search({ ...narrow(word), sortBy: 'price', sortOrder, pageSize: 32 });
          expect(byPrice.body).not.toMatch(/price/i);
          expect(byPrice.json<Result>().vehicles.map((v) => v.id)).toEqual(
            await ids({ ...narrow(word), sortBy: 'year', sortOrder, pageSize: 32 }),
          );
        }
      },
    );

    // "A destination port selector (the member's country's ports) changes it for the whole
    // search and is written in the query string (portId)"; "Sort By price sorts by that figure".
    it("prices C&F to the chosen port of the member's country, names it, and sorts by that price", async () => {
      const { db } = ctx();
      const word = token();
      const [large, small] = await stock(word, [
        { basePrice: '650', sizeClass: 'large' },
        { basePrice: '660', sizeClass: 'small' },
      ]);
      const wellington = and(
        eq(shippingRates.portId, 7502),
        inArray(shippingRates.sizeClass, ['small', 'large']),
      );
      const before = await db.select().from(shippingRates).where(wellington);
      await db
        .update(shippingRates)
        .set({ freightJpy: 400_000 })
        .where(and(eq(shippingRates.portId, 7502), eq(shippingRates.sizeClass, 'small')));
      await db
        .update(shippingRates)
        .set({ freightJpy: 260_000 })
        .where(and(eq(shippingRates.portId, 7502), eq(shippingRates.sizeClass, 'large')));
      try {
        const priced = async (body: Record<string, unknown>) =>
          (await search({ freeText: word, sortBy: 'price', sortOrder: 'ASC', ...body }, jpyHeaders)).json<
            Result & { destinationPort: { id: number; name: string } | null }
          >();
        // Auckland (the company's port): 660,000 + 150,000 = 810,000 < 650,000 + 250,000 = 900,000.
        const auckland = await priced({});
        expect(auckland.destinationPort).toEqual({ id: 7501, name: 'Auckland' });
        expect(auckland.vehicles.map((v) => [v.id, v.price])).toEqual([
          [small!.id, 'JPY 810,000'],
          [large!.id, 'JPY 900,000'],
        ]);
        // The reference data read with the member (no portId) and read on its own (the
        // company's port chosen) price the page alike, to the last field.
        expect(await priced({ portId: 7501 })).toEqual(auckland);
        // Wellington: 650,000 + 260,000 = 910,000 < 660,000 + 400,000 = 1,060,000: the order turns.
        const toWellington = await priced({ portId: 7502 });
        expect(toWellington.destinationPort).toEqual({ id: 7502, name: 'Wellington' });
        expect(toWellington.vehicles.map((v) => [v.id, v.price])).toEqual([
          [large!.id, 'JPY 910,000'],
          [small!.id, 'JPY 1,060,000'],
        ]);
        // A port of another country does not price a New Zealand dealer's vehicles.
        expect((await priced({ portId: 1301 })).destinationPort).toEqual({ id: 7501, name: 'Auckland' });
      } finally {
        for (const rate of before) {
          await db
            .update(shippingRates)
            .set({ freightJpy: rate.freightJpy })
            .where(and(eq(shippingRates.portId, 7502), eq(shippingRates.sizeClass, rate.sizeClass)));
        }
      }
    });

    it('puts repaired units (grade R) last when sorting by condition grade', async () => {
      const word = token();
      const [r, g] = await stock(word, [{ conditionGrade: null }, { conditionGrade: '3.0' }]);
      expect(await ids({ freeText: word, sortBy: 'conditionGrade', sortOrder: 'DESC' })).toEqual([
        g!.id,
        r!.id,
      ]);
      expect(await ids({ freeText: word, sortBy: 'conditionGrade', sortOrder: 'ASC' })).toEqual([
        g!.id,
        r!.id,
      ]);
    });

    it('pages free text sorted by year in exact year-then-id order across years, with a year filter too', async () => {
      // Such a page is read among the years that hold it (counts per year); each page must
      // be exactly the slice of the whole order, wherever a page boundary falls between years.
      const word = token();
      const years = [2011, 2011, 2013, 2014, 2014, 2014, 2017, 2019, 2019, 2020];
      const created = await stock(
        word,
        Array.from({ length: 40 }, (_, i) => ({ year: years[i % years.length]! })),
      );
      const expected = (order: 'ASC' | 'DESC', keep: (year: number) => boolean = () => true) =>
        created
          .filter((v) => keep(v.year))
          .sort((a, b) => (order === 'ASC' ? a.year - b.year || a.id - b.id : b.year - a.year || b.id - a.id))
          .map((v) => v.id);
      for (const sortOrder of ['ASC', 'DESC'] as const) {
        for (const [filter, keep] of [
          [{}, undefined],
          [{ minYear: 2013, maxYear: 2019 }, (year: number) => year >= 2013 && year <= 2019],
        ] as const) {
          const seen: number[] = [];
          for (let page = 1; page <= 5; page += 1) {
            const body = (
              await search({ freeText: word, sortBy: 'year', sortOrder, page, pageSize: 16, ...filter })
            ).json<Result>();
            seen.push(...body.vehicles.map((v) => v.id));
            expect(body.count).toBe(expected(sortOrder, keep).length);
          }
          expect(seen).toEqual(expected(sortOrder, keep));
        }
      }
    });

    it('reads a long page in parts (the embedded database) with exactly the rows and order of one read', async () => {
      // With pagePartRows the 'All' page is several short statements; nothing may change.
      const word = token();
      await stock(
        word,
        Array.from({ length: 23 }, (_, i) => ({
          year: 2010 + (i % 5),
          basePrice: String(300 + ((i * 7) % 11)),
          kms: 1000 * (i % 6),
        })),
      );
      const { db, app } = ctx();
      const member = (await loadMember(
        db,
        (await createMember(db, { countryId: 75, activeCurrency: 'NZD' })).user.id,
      ))!;
      const inParts = createStockSearchService({
        db,
        vehiclePhotos: app.vehiclePhotos,
        allPagesPerMember: null,
        pagePartRows: 4,
      });
      const whole = createStockSearchService({
        db,
        vehiclePhotos: app.vehiclePhotos,
        allPagesPerMember: null,
      });
      for (const sortBy of ['year', 'price', 'mileage'] as const) {
        for (const sortOrder of ['ASC', 'DESC'] as const) {
          const filter = searchFilterSchema.parse({
            freeText: word,
            tab: 1,
            pageSize: 5000,
            sortBy,
            sortOrder,
          });
          const a = JSON.parse(
            Buffer.concat([await inParts.searchMember(member, filter)].flat()).toString(),
          ) as Result;
          const b = JSON.parse(
            Buffer.concat([await whole.searchMember(member, filter)].flat()).toString(),
          ) as Result;
          expect(a.vehicles).toHaveLength(23);
          expect(a).toEqual(b);
        }
      }
    });

    it('finds a word by its first one or two letters', async () => {
      const word = token();
      const [wagon] = await stock(word, [{ searchText: `suzuki qx vz wagon ${word}` }]);
      for (const sortBy of ['year', 'mileage'] as const) {
        const res = await search({ tab: 1, freeText: 'QX v', sortBy });
        expect(res.statusCode).toBe(200);
        expect(res.json<Result>().vehicles.map((v) => v.id)).toContain(wagon!.id);
      }
    });

    it('counts exactly up to its limit, then says about how many, until the last page tells', async () => {
      const word = token();
      await stock(
        word,
        Array.from({ length: 20 }, (_, i) => ({ kms: 1000 * i })),
      );
      const { db, app } = ctx();
      const service = createStockSearchService({
        db,
        vehiclePhotos: app.vehiclePhotos,
        allPagesPerMember: null,
        pageCacheTtlMs: 0,
        exactCountLimit: 5,
      });
      const page = async (n: number, extra: Record<string, unknown> = {}) =>
        JSON.parse(
          (
            await service.searchPublic(
              searchFilterSchema.parse({
                freeText: word,
                tab: 1,
                sortBy: 'mileage',
                page: n,
                pageSize: 16,
                ...extra,
              }),
            )
          ).toString(),
        ) as Result;
      // More matches than the limit: the first page's total is an estimate, at least the page it shows.
      const first = await page(1);
      expect(first.vehicles).toHaveLength(16);
      expect(first.countExact).toBe(false);
      expect(first.count).toBeGreaterThanOrEqual(16);
      // The last page is short: it tells the exact total, which the next search of it keeps.
      const last = await page(2);
      expect(last.vehicles).toHaveLength(4);
      expect(last).toMatchObject({ count: 20, countExact: true });
      expect(await page(1)).toMatchObject({ count: 20, countExact: true });
      // Without free text, a search the planner puts far above the limit is not counted at all.
      const broad = JSON.parse(
        (
          await service.searchPublic(
            searchFilterSchema.parse({ tab: 1, sortBy: 'mileage', page: 1, pageSize: 16 }),
          )
        ).toString(),
      ) as Result;
      expect(broad.vehicles).toHaveLength(16);
      expect(broad.countExact).toBe(false);
      // Within the limit the count is exact from the first page.
      const narrow = await page(1, { maxMileage: 3000 });
      expect(narrow).toMatchObject({ count: 4, countExact: true });
    });

    it('pages through ties without repeating or skipping a vehicle, every sort', async () => {
      const word = token();
      const created = await stock(
        word,
        Array.from({ length: 37 }, (_, i) => ({
          year: 2015 + (i % 2),
          basePrice: String(500 + (i % 3)),
          kms: 1000 * (i % 4),
        })),
      );
      for (const sortBy of ['year', 'price', 'mileage', 'conditionGrade', 'listing']) {
        for (const sortOrder of ['ASC', 'DESC']) {
          const seen: number[] = [];
          for (let page = 1; page <= 3; page += 1) {
            const res = await search({ freeText: word, sortBy, sortOrder, page }, nzHeaders);
            const body = res.json<Result>();
            expect(body.count).toBe(37);
            seen.push(...body.vehicles.map((v) => v.id));
          }
          expect(seen).toHaveLength(37);
          expect(new Set(seen).size).toBe(37);
        }
      }
      expect((await search({ freeText: word, page: 4 })).json<Result>().vehicles).toEqual([]);
      expect(
        (await search({ freeText: word, pageSize: 5000 }, nzHeaders)).json<Result>().vehicles,
      ).toHaveLength(created.length);
    });
  });

  describe('bad input -> 400 with field messages, never 500', () => {
    it.each([
      ['sortBy', { sortBy: 'colour' }],
      ['pageSize', { pageSize: 7 }],
      ['page', { page: 0 }],
      ['minYear', { minYear: 'abc' }],
      ['freeText', { freeText: 'x'.repeat(10_240) }],
      ['sortOrder', { sortOrder: 'UP' }],
      ['mileageUnit', { mileageUnit: 'yards' }],
    ])('bad %s', async (field, body) => {
      for (const headers of [undefined, nzHeaders]) {
        const res = await search(body, headers);
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toHaveProperty(field);
      }
    });

    it('treats fields sent as null or empty text as no filter, like an existing client sends them', async () => {
      const word = token();
      const [vehicle] = await stock(word, [{}]);
      for (const headers of [undefined, nzHeaders]) {
        const res = await search(
          { freeText: word, make: null, model: '', chassis: ' ', minYear: null, isLeftHandDrive: null },
          headers,
        );
        expect(res.statusCode).toBe(200);
        expect(res.json<Result>().vehicles.map((v) => v.id)).toEqual([vehicle!.id]);
      }
    });

    it('answers an unknown checklist id with 404 and a bad one with 400', async () => {
      expect(
        (await ctx().app.inject({ method: 'GET', url: '/api/vehicles/checklist/99999999' })).statusCode,
      ).toBe(404);
      expect((await ctx().app.inject({ method: 'GET', url: '/api/vehicles/checklist/abc' })).statusCode).toBe(
        400,
      );
    });
  });

  describe('checklist and facets', () => {
    it('gives members the checklist with every field and the price', async () => {
      const [vehicle] = await stock(token(), [{ photoCount: 3, basePrice: '650', sizeClass: 'medium' }]);
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/vehicles/checklist/${vehicle!.id}`,
        headers: nzHeaders,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: vehicle!.id,
        price: 'NZD 11,270',
        photos: [0, 1, 2].map((n) => `/media/vehicles/${vehicle!.id}/${n}.svg`),
        categoryName: 'Hatchback',
        dealerPrefecture: 'Kanagawa',
      });
    });

    it('answers 401 to a stale token instead of the visitor view, so the client refreshes', async () => {
      const [vehicle] = await stock(token(), [{ basePrice: '650' }]);
      const { user } = await createMember(ctx().db, { countryId: 75, activeCurrency: 'NZD' });
      const expired = await accessTokenFor(ctx().app, user, {
        ttlSeconds: 900,
        issuedAt: new Date(Date.now() - 16 * 60_000),
      });
      const checklist = (authorization?: string) =>
        ctx().app.inject({
          method: 'GET',
          url: `/api/vehicles/checklist/${vehicle!.id}`,
          headers: authorization ? { authorization } : {},
        });
      const stale = await checklist(`Bearer ${expired}`);
      expect(stale.statusCode).toBe(401);
      expect(stale.body).not.toMatch(/price/i);
      expect((await checklist('Bearer not-a-token')).statusCode).toBe(401);
      // No token at all is simply a visitor.
      const visitor = await checklist();
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).not.toHaveProperty('price');
    });

    it('counts per make and model with every other filter applied', async () => {
      const word = token();
      await stock(word, [
        { make: 'Mazda', model: 'Demio', year: 2012 },
        { make: 'Mazda', model: 'Demio', year: 2018 },
        { make: 'Mazda', model: 'Axela', year: 2018 },
        { make: 'Honda', model: 'Fit', year: 2018 },
      ]);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/vehicles/prelog/search/facets',
        payload: { freeText: word, minYear: 2015, make: 'Mazda' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        makes: [
          { make: 'Honda', count: 1, models: [{ model: 'Fit', count: 1 }] },
          {
            make: 'Mazda',
            count: 2,
            models: [
              { model: 'Axela', count: 1 },
              { model: 'Demio', count: 1 },
            ],
          },
        ],
      });
    });

    // "counts equal to the search's own count for the same filter", for visitors and
    // members, with the DDU tab gated as the search is.
    it("counts per year, mileage and grade that add up to the search's own count", async () => {
      const word = token();
      await stock(word, [
        { year: 2012, kms: 120_000, conditionGrade: '3.5' },
        { year: 2016, kms: 60_000, conditionGrade: '4.0' },
        { year: 2018, kms: 30_000, conditionGrade: '4.5' },
        { year: 2018, kms: 12_000, conditionGrade: null, condition: 'repaired' },
        { year: 2020, kms: 8_000, conditionGrade: '5.0', stockType: 'ddu', stockTab: 16 },
      ]);
      const facet = async (
        field: string,
        body: Record<string, unknown>,
        headers?: Record<string, string>,
      ) => {
        const res = await http.post(
          `/api/vehicles/${headers ? 'postlog' : 'prelog'}/search/facets/${field}`,
          body,
          headers,
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json<RangeFacetCounts>();
      };
      const cases: [string, Record<string, unknown>, number | undefined, number | undefined][] = [
        ['year', { minYear: 2015, maxYear: 2019 }, 2015, 2019],
        ['year', { maxYear: 2016 }, undefined, 2016],
        ['mileage', { maxMileage: 50_000 }, undefined, 50_000],
        ['mileage', { minMileage: 20_000, mileageUnit: 'mi' }, 32_186, undefined],
        ['grade', { minConditionGrade: 4 }, 4, undefined],
        ['grade', {}, undefined, undefined],
      ];
      for (const headers of [undefined, nzHeaders]) {
        for (const [field, range, low, high] of cases) {
          // The pop-up's histogram over every other filter (here: a year range while counting grades).
          const other = field === 'year' ? { maxMileage: 100_000 } : { minYear: 2013 };
          const counts = await facet(field, { freeText: word, ...other, ...range }, headers);
          const searched = await search({ freeText: word, ...other, ...range }, headers);
          expect(countInRange(counts, low, high), `${field} ${JSON.stringify(range)}`).toEqual({
            count: searched.json<Result>().count,
            exact: true,
          });
        }
      }
      // The DDU unit counts only on the DDU tab, for DDU markets (§6); others are refused as the search is.
      const ddu = await facet('year', { freeText: word, tab: 16 }, ugandaHeaders);
      expect(countInRange(ddu, undefined, undefined).count).toBe(1);
      expect(
        (await http.post('/api/vehicles/postlog/search/facets/year', { tab: 16 }, nzHeaders)).statusCode,
      ).toBe(403);
      expect((await http.post('/api/vehicles/prelog/search/facets/colour', {})).statusCode).toBe(400);
    });
  });

  describe("visitors' pages are reused only while the stock is unchanged (ADR 0005)", () => {
    /** The visitor's page for `word`: each vehicle as id:colour, in the page's order. */
    async function tiles(word: string, body: Record<string, unknown> = {}) {
      const res = await search({ freeText: word, ...body });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json<Result>();
      return { count: result.count, tiles: result.vehicles.map((v) => `${v.id}:${String(v.color)}`) };
    }

    it('shows every committed change in the very next search, whoever wrote it and how', async () => {
      const { db } = ctx();
      const word = token();
      const [older, newer] = await stock(word, [
        { year: 2015, color: 'White' },
        { year: 2019, color: 'White' },
      ]);
      const first = await tiles(word);
      expect(first).toEqual({ count: 2, tiles: [`${newer!.id}:White`, `${older!.id}:White`] });
      // The same page again is the same answer.
      expect(await tiles(word)).toEqual(first);

      // One statement, as another instance or the back office would commit it.
      await db.update(vehicles).set({ color: 'Pearl' }).where(eq(vehicles.id, older!.id));
      expect(await tiles(word)).toEqual({ count: 2, tiles: [`${newer!.id}:White`, `${older!.id}:Pearl`] });

      // Several statements in one transaction: a sale and a new colour.
      await db.transaction(async (tx) => {
        await tx.update(vehicles).set({ status: 'sold' }).where(eq(vehicles.id, newer!.id));
        await tx.update(vehicles).set({ color: 'Black' }).where(eq(vehicles.id, older!.id));
      });
      expect(await tiles(word)).toEqual({ count: 1, tiles: [`${older!.id}:Black`] });

      // New stock, and a vehicle withdrawn by deleting it.
      const [added] = await stock(word, [{ year: 2021, color: 'Red' }]);
      expect(await tiles(word)).toEqual({ count: 2, tiles: [`${added!.id}:Red`, `${older!.id}:Black`] });
      await db.delete(vehicles).where(eq(vehicles.id, older!.id));
      expect(await tiles(word)).toEqual({ count: 1, tiles: [`${added!.id}:Red`] });
    });

    it('keeps each page of a search apart, and the tab and sort of each', async () => {
      const word = token();
      const made = await stock(word, [
        { year: 2011, kms: 30_000, fuel: 'Petrol' },
        { year: 2012, kms: 10_000, fuel: 'Petrol' },
        { year: 2013, kms: 20_000, fuel: 'Hybrid' },
      ]);
      const [y2011, y2012, y2013] = made.map((v) => `${v.id}:${String(v.color)}`);
      expect((await tiles(word, { pageSize: 16 })).tiles).toEqual([y2013, y2012, y2011]);
      expect((await tiles(word, { pageSize: 16, sortBy: 'mileage', sortOrder: 'ASC' })).tiles).toEqual([
        y2012,
        y2013,
        y2011,
      ]);
      expect((await tiles(word, { tab: 13 })).tiles).toEqual([y2013]);
      // Page 2 is a page of its own, with the same total.
      const more = await stock(
        word,
        Array.from({ length: 14 }, (_, n) => ({ year: 2014 + n, fuel: 'Petrol' })),
      );
      const page1 = await tiles(word);
      expect(page1.count).toBe(17);
      expect(page1.tiles).toHaveLength(16);
      expect(page1.tiles[0]).toBe(`${more.at(-1)!.id}:${String(more.at(-1)!.color)}`);
      expect(await tiles(word, { page: 2 })).toEqual({ count: 17, tiles: [y2011] });
    });
  });

  describe('answers as a browser takes them', () => {
    // What Chrome and Firefox, Safari and the rest send, the encoding each gets, and its decoder.
    const BROWSER_ENCODINGS = [
      ['gzip, deflate, br, zstd', 'zstd', zstdDecompressSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const;

    it('sends a page compressed as zstd to Chrome and Firefox, brotli to Safari, gzip to the rest', async () => {
      const word = token();
      await stock(
        word,
        Array.from({ length: 20 }, (_, k) => ({ kms: 10_000 + k })),
      );
      const body = { freeText: word, tab: 1, pageSize: 32 };
      const plain = await search(body, nzHeaders);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json<Result>().vehicles).toHaveLength(20);
      for (const [accept, encoding, decode] of BROWSER_ENCODINGS) {
        const res = await search(body, { ...nzHeaders, 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
      }
    });

    it("streams an 'All' page in chunks, whole and compressed as it goes, however many are sent at once", async () => {
      const word = token();
      // More than the 500 vehicles written in one piece.
      const n = 600;
      await stock(
        word,
        Array.from({ length: n }, (_, k) => ({ kms: 10_000 + k })),
      );
      const body = { freeText: word, tab: 1, pageSize: 5000, sortBy: 'mileage', sortOrder: 'ASC' };
      const plain = await search(body, nzHeaders);
      expect(plain.statusCode, plain.body).toBe(200);
      expect(plain.body.length).toBeGreaterThan(256 * 1024);
      const page = plain.json<Result>();
      expect(page.count).toBe(n);
      expect(page.vehicles.map((v) => v.kms)).toEqual(Array.from({ length: n }, (_, k) => 10_000 + k));
      // Twice each browser's at once: the chunks of an answer sent are written again for the next.
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all(
          [...BROWSER_ENCODINGS, ...BROWSER_ENCODINGS].map(async ([accept, encoding, decode]) => {
            const res = await search(body, { ...nzHeaders, 'accept-encoding': accept });
            return {
              status: res.statusCode,
              encoding: res.headers['content-encoding'],
              expected: encoding,
              decoded: JSON.parse(decode(res.rawPayload).toString()) as unknown,
            };
          }),
        );
        for (const { status, encoding, expected, decoded } of answers) {
          expect(status).toBe(200);
          expect(encoding).toBe(expected);
          expect(decoded).toEqual(page);
        }
      }
    });
  });
});

// Visitors' searches on one instance share a read of the stock's version for a moment (here a
// second: long enough that the first test below would fail without the write's forgetting it).
describeApi(
  "visitors' searches sharing a read of the stock's version",
  (ctx, http) => {
    const visitorIds = async (word: string) => {
      const res = await http.post('/api/vehicles/prelog/search', { freeText: word });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Result>().vehicles.map((v) => v.id);
    };

    it('show a change made through this instance in the very next search', async () => {
      const { db } = ctx();
      const staff = (await createMember(db, { role: 'staff' })).user;
      const word = token();
      const car = await createVehicle(db, { searchText: `toyota aqua s ${word}` });
      expect(await visitorIds(word)).toEqual([car.id]);

      const withdrawn = await http.post(`/api/admin/stock/${car.id}/status`, { action: 'withdraw' }, staff);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(await visitorIds(word)).toEqual([]);
    });

    it("show another instance's change once the shared read is over", async () => {
      const word = token();
      expect(await visitorIds(word)).toEqual([]);
      // Written straight to the database, as another instance (or a script) would.
      const car = await createVehicle(ctx().db, { searchText: `toyota aqua s ${word}` });
      await expect.poll(() => visitorIds(word), { timeout: 30_000 }).toEqual([car.id]);
    });
  },
  { env: { SEARCH_VISITOR_VERSION_MS: '1000' } },
);
