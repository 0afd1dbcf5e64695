import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StockList, StockPriceRanges, StockVehicle, VehicleFormValues } from '@ibc/domain';
import { activityLog, makes, models, purchases, vehiclePriceHistory, vehicles } from '../../db/schema.ts';
import {
  createMember,
  createPurchase,
  createVehicle,
  describeApi,
  nextChassisSerial,
  type Caller,
} from '../../../test/helpers/index.ts';

/** A vehicle as the form sends it; every test gets its own chassis. */
const aqua = (overrides: Partial<VehicleFormValues> = {}): VehicleFormValues => ({
  chassis: `NHP10-${nextChassisSerial()}`,
  make: 'Toyota',
  model: 'Aqua',
  grade: 'S',
  year: 2016,
  month: 4,
  bodyType: 'Hatchback',
  kms: 52_000,
  engineCc: 1500,
  doors: 5,
  seats: 5,
  isLeftHandDrive: false,
  transmission: 'Automatic',
  fuel: 'Hybrid',
  driveType: '2WD',
  wheelStyle: 2,
  interiorType: 'Cloth',
  interiorColor: 'Black',
  hasSunRoof: false,
  lengthMm: 3995,
  widthMm: 1695,
  heightMm: 1445,
  color: 'Pearl White',
  conditionGrade: '4.5',
  interiorGrade: 'B',
  location: 'Yokohama',
  stockTab: 1,
  stockType: 'ibc',
  deliveryTypes: [],
  isMaxcareUnit: false,
  isIdirect: false,
  isKapStock: false,
  terms: 'FOB',
  customerTerms: null,
  dealerName: 'Kanto Auto Trading',
  keywords: 'hybrid, navigation',
  features: ['Navigation'],
  negotiateCurrency: 'JPY',
  basePrice: '720',
  sizeClass: 'small',
  ...overrides,
});

describeApi('admin stock', (ctx, http) => {
  let staff: Caller & { email: string };
  let customer: Caller;

  beforeAll(async () => {
    const { db } = ctx();
    staff = (await createMember(db, { role: 'staff' })).user;
    customer = (await createMember(db, { countryId: 75, activeCurrency: 'NZD' })).user;
    // The catalogue already spells Toyota Aqua (as the seed does).
    await createVehicle(db);
  });

  const create = async (input: VehicleFormValues) => {
    const res = await http.post('/api/admin/stock', input, staff);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StockVehicle>();
  };
  const memberSearch = (freeText: string) =>
    http.post('/api/vehicles/postlog/search', { tab: 11, freeText }, customer);
  const vehicleCount = () => ctx().db.$count(vehicles);

  describe('access', () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/stock', undefined],
      ['GET', '/api/admin/stock/1', undefined],
      ['POST', '/api/admin/stock', {}],
      ['PUT', '/api/admin/stock/1', {}],
      ['POST', '/api/admin/stock/1/status', { action: 'withdraw' }],
      ['GET', '/api/admin/stock/price-ranges', undefined],
    ];
    it.each(routes)('%s %s: 401 for a visitor, 404 for a customer', async (method, url, payload) => {
      const send = (as: Caller | Record<string, string>) =>
        method === 'GET'
          ? http.get(url, as)
          : method === 'PUT'
            ? http.put(url, payload, as)
            : http.post(url, payload, as);
      expect((await send({})).statusCode).toBe(401);
      const hidden = await send(customer);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toMatch(/vehicle|chassis/i);
    });

    it('is in the OpenAPI document under admin (described to staff)', async () => {
      const doc = (await http.get('/api/docs/json', staff)).json<{
        paths: Record<string, Record<string, { tags?: string[] }>>;
      }>();
      expect(doc.paths['/api/admin/stock']?.get?.tags).toEqual(['admin']);
      expect(Object.keys(doc.paths['/api/admin/stock/{id}'] ?? {}).sort()).toEqual(['get', 'put']);
      expect(doc.paths['/api/admin/stock/{id}/status']?.post).toBeDefined();
    });
  });

  describe('create', () => {
    it('adds an available vehicle listed now, with its catalogue rows, search text, first price and a log entry', async () => {
      const before = Date.now();
      const input = aqua({ make: 'Suzuki', model: 'Jimny Sierra', chassis: `jb74w-${nextChassisSerial()}` });
      const vehicle = await create(input);
      expect(vehicle).toMatchObject({
        chassis: input.chassis.toUpperCase(),
        make: 'Suzuki',
        model: 'Jimny Sierra',
        status: 'available',
        basePrice: '720.00',
        conditionGrade: '4.5',
        customerTerms: null,
      });
      expect(Date.parse(vehicle.listedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(vehicle.priceHistory).toEqual([
        expect.objectContaining({ basePrice: '720.00', currency: 'JPY', changedBy: staff.email }),
      ]);

      const { db } = ctx();
      const [row] = await db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
      const [make] = await db.select().from(makes).where(eq(makes.id, row!.makeId));
      const [model] = await db.select().from(models).where(eq(models.id, row!.modelId));
      expect(make!.name).toBe('Suzuki');
      expect(model).toMatchObject({ name: 'Jimny Sierra', makeId: make!.id });
      const code = input.chassis.split('-')[0];
      expect(row!.searchText).toBe(
        `suzuki jimny sierra s ${input.chassis.toLowerCase()} ${code} hybrid, navigation`,
      );

      const log = await db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entityType, 'vehicle'), eq(activityLog.entityId, String(vehicle.id))));
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        action: 'created',
        actorEmail: staff.email,
        summary: `Suzuki Jimny Sierra ${input.chassis.toUpperCase()}`,
      });
      expect((log[0]!.changes as Record<string, { after: unknown }>).basePrice?.after).toBe('720.00');
    });

    it('reuses the catalogue spelling of a make and model typed in another case', async () => {
      const vehicle = await create(aqua({ make: 'TOYOTA', model: 'aqua' }));
      expect(vehicle).toMatchObject({ make: 'Toyota', model: 'Aqua' });
    });

    it('answers 400 with a message next to each bad field and writes nothing', async () => {
      const count = await vehicleCount();
      const res = await http.post(
        '/api/admin/stock',
        aqua({ chassis: '', year: 1985, conditionGrade: '4.3', basePrice: '1,20' }),
        staff,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toMatchObject({
        chassis: 'Please enter the chassis number.',
        year: 'Please enter a year from 1990 to next year.',
        conditionGrade: 'Please choose a condition grade from 0 to 5 in halves, or R (repaired).',
        basePrice: 'Thousands separators go every three digits, e.g. 2,150,000.',
      });
      expect(await vehicleCount()).toBe(count);
    });

    it('refuses a currency without an exchange rate', async () => {
      const res = await http.post('/api/admin/stock', aqua({ negotiateCurrency: 'XYZ' }), staff);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        negotiateCurrency: 'There is no exchange rate for this currency. Please choose another.',
      });
    });

    it('refuses a chassis number already in stock, also when two staff save it at the same moment', async () => {
      const existing = await createVehicle(ctx().db);
      const res = await http.post(
        '/api/admin/stock',
        aqua({ chassis: existing.chassis.toLowerCase() }),
        staff,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ chassis: 'This chassis number is already in stock.' });

      const count = await vehicleCount();
      const input = aqua();
      const answers = await Promise.all([
        http.post('/api/admin/stock', input, staff),
        http.post('/api/admin/stock', input, staff),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.statusCode === 400)!.json().fieldErrors).toEqual({
        chassis: 'This chassis number is already in stock.',
      });
      expect(await vehicleCount()).toBe(count + 1);
    });
  });

  describe('update', () => {
    it('saves every field, logs only what changed and appends a new price to the history', async () => {
      const vehicle = await create(aqua());
      const res = await http.put(
        `/api/admin/stock/${vehicle.id}`,
        aqua({ chassis: vehicle.chassis, kms: 53_000, basePrice: '690' }),
        staff,
      );
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json<StockVehicle>();
      expect(saved).toMatchObject({ kms: 53_000, basePrice: '690.00', listedAt: vehicle.listedAt });
      expect(saved.priceHistory.map((p) => p.basePrice)).toEqual(['690.00', '720.00']);

      const log = await ctx()
        .db.select()
        .from(activityLog)
        .where(and(eq(activityLog.entityId, String(vehicle.id)), eq(activityLog.action, 'updated')));
      expect(log).toHaveLength(1);
      expect(log[0]!.changes).toEqual({
        kms: { before: 52_000, after: 53_000 },
        basePrice: { before: '720.00', after: '690.00' },
        // The currency, unchanged, says what the price is in.
        negotiateCurrency: { before: 'JPY', after: 'JPY' },
      });

      // The same price written as '690.0' is no change: no history row, no log row.
      await http.put(
        `/api/admin/stock/${vehicle.id}`,
        aqua({ chassis: vehicle.chassis, kms: 53_000, basePrice: '690.0' }),
        staff,
      );
      const history = await ctx()
        .db.select()
        .from(vehiclePriceHistory)
        .where(eq(vehiclePriceHistory.vehicleId, vehicle.id));
      expect(history).toHaveLength(2);
    });

    it('refuses bad input and another vehicle chassis without changing anything', async () => {
      const vehicle = await create(aqua());
      const other = await create(aqua());
      const bad = await http.put(
        `/api/admin/stock/${vehicle.id}`,
        aqua({ chassis: vehicle.chassis, kms: -5 }),
        staff,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ kms: 'Please enter the mileage in km (0 to 9,999,999).' });
      const taken = await http.put(`/api/admin/stock/${vehicle.id}`, aqua({ chassis: other.chassis }), staff);
      expect(taken.statusCode).toBe(400);
      expect(taken.json().fieldErrors).toEqual({ chassis: 'This chassis number is already in stock.' });
      const after = (await http.get(`/api/admin/stock/${vehicle.id}`, staff)).json<StockVehicle>();
      expect(after).toEqual(vehicle);
    });

    it('answers 404 for a vehicle that does not exist', async () => {
      expect((await http.put('/api/admin/stock/99999999', aqua(), staff)).statusCode).toBe(404);
      expect((await http.get('/api/admin/stock/99999999', staff)).statusCode).toBe(404);
    });
  });

  describe('status and the member search', () => {
    const step = (id: number, action: string) =>
      http.post(`/api/admin/stock/${id}/status`, { action }, staff);
    const found = async (chassis: string) => {
      const res = await memberSearch(chassis);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ vehicles: { id: number; isReserved: boolean }[] }>().vehicles;
    };

    it('offers the steps of the vehicle machine; withdrawn and sold cars leave the search, a sold one for good', async () => {
      const vehicle = await create(aqua());
      expect(vehicle).toMatchObject({ allowedActions: ['withdraw', 'mark-sold'], purchaseId: null });
      expect(await found(vehicle.chassis)).toEqual([
        expect.objectContaining({ id: vehicle.id, isReserved: false }),
      ]);

      const withdrawn = await step(vehicle.id, 'withdraw');
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json()).toMatchObject({
        status: 'withdrawn',
        allowedActions: ['relist', 'mark-sold'],
      });
      expect(await found(vehicle.chassis)).toEqual([]);
      // Withdrawn twice: the table has no such step.
      expect((await step(vehicle.id, 'withdraw')).statusCode).toBe(409);

      expect((await step(vehicle.id, 'relist')).json()).toMatchObject({ status: 'available' });
      expect(await found(vehicle.chassis)).toHaveLength(1);

      const sold = await step(vehicle.id, 'mark-sold');
      expect(sold.json()).toMatchObject({ status: 'sold', allowedActions: [] });
      expect(await found(vehicle.chassis)).toEqual([]);
      // A sold car never goes back on sale.
      const relist = await step(vehicle.id, 'relist');
      expect(relist.statusCode).toBe(409);
      expect(relist.json().message).toBe(
        'A sold vehicle never goes back on sale; this one is on sale already, or sold.',
      );

      const log = await ctx()
        .db.select()
        .from(activityLog)
        .where(eq(activityLog.entityId, String(vehicle.id)))
        .orderBy(activityLog.id);
      expect(log.filter((l) => l.action === 'status-changed').map((l) => l.changes)).toEqual([
        { status: { before: 'available', after: 'withdrawn' } },
        { status: { before: 'withdrawn', after: 'available' } },
        { status: { before: 'available', after: 'sold' } },
      ]);
      expect(log.find((l) => l.action === 'status-changed')).toMatchObject({
        actorEmail: staff.email,
        summary: `Toyota Aqua ${vehicle.chassis}: withdraw`,
      });
      // The refused steps are on the record too, with the reason.
      expect(log.filter((l) => l.action === 'refused').map((l) => l.summary)).toEqual([
        `withdraw refused: Toyota Aqua ${vehicle.chassis}: Only a vehicle on sale can be withdrawn.`,
        `relist refused: Toyota Aqua ${vehicle.chassis}: A sold vehicle never goes back on sale; this one is on sale already, or sold.`,
      ]);
    });

    it('puts a reserved car back on sale only when no purchase holds it; a held one is refused and logged', async () => {
      const { db } = ctx();
      // Reserved before the portal took the deals: no purchase holds it.
      const legacy = await createVehicle(db, { status: 'reserved' });
      const before = (await http.get(`/api/admin/stock/${legacy.id}`, staff)).json<StockVehicle>();
      expect(before).toMatchObject({ allowedActions: ['relist'], purchaseId: null });
      expect((await step(legacy.id, 'relist')).json()).toMatchObject({ status: 'available' });

      const buyer = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
      const purchaseId = await createPurchase(db, { id: buyer.user.id, companyId: buyer.company.id });
      const [held] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
      await db.update(vehicles).set({ status: 'reserved' }).where(eq(vehicles.id, held!.vehicleId));
      const page = (await http.get(`/api/admin/stock/${held!.vehicleId}`, staff)).json<StockVehicle>();
      expect(page).toMatchObject({ status: 'reserved', allowedActions: [], purchaseId });

      for (const action of ['relist', 'withdraw', 'mark-sold']) {
        const refused = await step(held!.vehicleId, action);
        expect(refused.statusCode, action).toBe(409);
      }
      expect((await step(held!.vehicleId, 'relist')).json().message).toBe(
        'This vehicle is reserved by a purchase: cancel the purchase to put it back on sale.',
      );
      const [row] = await db.select().from(vehicles).where(eq(vehicles.id, held!.vehicleId));
      expect(row!.status).toBe('reserved');
      const refusals = await db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entityId, String(held!.vehicleId)), eq(activityLog.action, 'refused')));
      expect(refusals[0]).toMatchObject({
        entityType: 'vehicle',
        actorEmail: staff.email,
        summary: `relist refused: Toyota Aqua ${row!.chassis}: This vehicle is reserved by a purchase: cancel the purchase to put it back on sale.`,
      });
    });

    it('refuses an action that is not a staff step, and a vehicle that does not exist', async () => {
      const vehicle = await create(aqua());
      for (const body of [{ action: 'reserve' }, { status: 'available' }]) {
        const res = await http.post(`/api/admin/stock/${vehicle.id}/status`, body, staff);
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toEqual({
          action: 'action must be one of withdraw, relist, mark-sold.',
        });
      }
      expect((await step(99_999_999, 'withdraw')).statusCode).toBe(404);
    });
  });

  describe('price plausibility', () => {
    // What the JPY stock holds, in thousands of yen: 500 to 3,000 (plus what other tests add).
    beforeAll(async () => {
      const { db } = ctx();
      for (const basePrice of ['500', '900', '1500', '3000']) await createVehicle(db, { basePrice });
    });

    it('answers the range of for-sale stock per currency, KAP and sold stock left out', async () => {
      const res = await http.get('/api/admin/stock/price-ranges', staff);
      expect(res.statusCode, res.body).toBe(200);
      const jpy = res.json<StockPriceRanges>().ranges.find((r) => r.currency === 'JPY')!;
      expect(Number(jpy.low)).toBeGreaterThanOrEqual(300);
      expect(Number(jpy.low)).toBeLessThan(650);
      expect(Number(jpy.high)).toBeGreaterThan(2000);
      expect(Number(jpy.high)).toBeLessThanOrEqual(3000);
    });

    it('refuses whole yen typed into the thousands field (400 on basePrice) and writes nothing', async () => {
      const count = await vehicleCount();
      const res = await http.post('/api/admin/stock', aqua({ basePrice: '1,234,000' }), staff);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.basePrice).toMatch(
        /^JPY 1,234,000,000 cannot be right: it is far above the highest usual price in stock \(JPY [\d,]+\)\. Yen prices are typed in thousands: 2,150 is JPY 2,150,000\.$/,
      );
      expect(await vehicleCount()).toBe(count);
      const low = await http.post('/api/admin/stock', aqua({ basePrice: '1.5' }), staff);
      expect(low.json().fieldErrors.basePrice).toMatch(/^JPY 1,500 cannot be right: it is far below/);
    });

    it('accepts separators, a price to confirm (the form asked), and KAP stock at 0', async () => {
      const typed = await create(aqua({ basePrice: '1,234' }));
      expect(typed.basePrice).toBe('1234.00');
      // Above what the stock holds but no slip: the form asked staff to confirm it.
      expect((await create(aqua({ basePrice: '5,000' }))).basePrice).toBe('5000.00');
      const kap = await create(aqua({ basePrice: '0', isKapStock: true }));
      expect(kap.basePrice).toBe('0.00');
    });

    it('judges a price when it changes, not an unchanged one on an edit', async () => {
      const { db } = ctx();
      // A slip listed before the rule: its other fields can still be edited.
      const slip = await createVehicle(db, { basePrice: '1234000' });
      const detail = (await http.get(`/api/admin/stock/${slip.id}`, staff)).json<StockVehicle>();
      const edit = (basePrice: string) =>
        http.put(`/api/admin/stock/${slip.id}`, aqua({ chassis: detail.chassis, basePrice }), staff);
      expect((await edit('1,234,000')).statusCode).toBe(200);
      const bigger = await edit('2,000,000');
      expect(bigger.statusCode).toBe(400);
      expect(bigger.json().fieldErrors.basePrice).toMatch(/^JPY 2,000,000,000 cannot be right/);
      expect((await edit('1,234')).json()).toMatchObject({ basePrice: '1234.00' });
    });
  });

  describe('list', () => {
    const word = `zz${randomBytes(3).toString('hex')}`;
    let ids: number[] = [];

    beforeAll(async () => {
      const { db } = ctx();
      const rows = [
        { year: 2012, kms: 90_000, basePrice: '300', status: 'available' },
        { year: 2018, kms: 20_000, basePrice: '1200', status: 'sold' },
        { year: 2015, kms: 60_000, basePrice: '650', status: 'reserved', stockTab: 4 },
      ];
      ids = [];
      for (const [i, row] of rows.entries()) {
        const vehicle = await createVehicle(db, {
          ...row,
          searchText: `toyota aqua s ${word}`,
          listedAt: new Date(Date.UTC(2025, 0, 10 + i)),
        });
        ids.push(vehicle.id);
      }
    });

    const list = async (query: string) => {
      const res = await http.get(`/api/admin/stock?q=${word}&${query}`, staff);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<StockList>();
    };

    it('finds by free text, newest listed first, with the total', async () => {
      const page = await list('');
      expect(page.total).toBe(3);
      expect(page.pageSize).toBe(50);
      expect(page.items.map((v) => v.id)).toEqual([ids[2], ids[1], ids[0]]);
      expect(page.items[0]).toMatchObject({
        status: 'reserved',
        basePrice: '650.00',
        negotiateCurrency: 'JPY',
      });
    });

    it.each([
      ['sort=price&direction=asc', [0, 2, 1]],
      ['sort=year&direction=desc', [1, 2, 0]],
      ['sort=kms&direction=asc', [1, 2, 0]],
      ['sort=status&direction=asc', [0, 2, 1]],
      ['status=sold', [1]],
      ['tab=4', [2]],
      ['make=toyota&status=available', [0]],
      ['make=Nissan', []],
    ])('%s', async (query, order) => {
      const page = await list(query);
      expect(page.items.map((v) => v.id)).toEqual(order.map((i) => ids[i]));
      expect(page.total).toBe(order.length);
    });

    it('pages by pageSize with an exact total', async () => {
      const second = await list('pageSize=2&page=2');
      expect(second).toMatchObject({ total: 3, page: 2 });
      expect(second.items.map((v) => v.id)).toEqual([ids[0]]);
    });

    it('finds a vehicle by part of its chassis number', async () => {
      const vehicle = await create(aqua());
      const res = await http.get(`/api/admin/stock?q=${vehicle.chassis.slice(-6)}`, staff);
      expect(res.json<StockList>().items.map((v) => v.id)).toContain(vehicle.id);
    });

    it('answers 400 for a bad query', async () => {
      const res = await http.get('/api/admin/stock?sort=colour', staff);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.sort).toMatch(/sort must be one of/);
    });
  });
});
