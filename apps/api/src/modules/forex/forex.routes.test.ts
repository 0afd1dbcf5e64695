import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  businessDate,
  type ForexChart,
  type ForexCurrency,
  type ForexHistory,
  type ForexRate,
  UNAPPROVED_ACCOUNT_NOTICES,
} from '@ibc/domain';
import { activityLog, companies } from '../../db/schema.ts';
import { createMember, createVehicle, describeApi, type Caller } from '../../../test/helpers/index.ts';

// Each test enters rates for its own currency (the suite shares one database): NZD for the rate
// in force now, GBP for a scheduled one, USD for the history, AUD for bad input, KES for the chart.

type Priced = { price: string; priceDetails: { forex: string } };
const HOUR = 60 * 60 * 1000;

describeApi('forex rates', (ctx, http) => {
  let staff: Caller & { email: string };
  let nzMember: Caller;
  let ukMember: Caller;

  beforeAll(async () => {
    const { db } = ctx();
    staff = (await createMember(db, { role: 'staff' })).user;
    nzMember = (await createMember(db, { countryId: 75, currencies: ['JPY', 'NZD'], activeCurrency: 'NZD' }))
      .user;
    ukMember = (await createMember(db, { countryId: 44, currencies: ['JPY', 'GBP'], activeCurrency: 'GBP' }))
      .user;
  });

  const addRate = (body: Record<string, unknown>) => http.post('/api/admin/forex', body, staff);
  const currencies = async () =>
    (await http.get('/api/admin/forex', staff)).json<{ currencies: ForexCurrency[] }>().currencies;
  const forexLine = async (member: Caller, currency: string) =>
    (await http.get('/api/common-user/get-all-accounts', member))
      .json<{ currency: string; forex: string | null }[]>()
      .find((a) => a.currency === currency)?.forex;
  async function searchOne(member: Caller, word: string): Promise<Priced> {
    const res = await http.post('/api/vehicles/postlog/search', { freeText: word }, member);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ vehicles: Priced[] }>().vehicles[0]!;
  }
  const stock = async () => {
    const word = `fx${randomBytes(4).toString('hex')}`;
    await createVehicle(ctx().db, {
      searchText: `toyota aqua s ${word}`,
      basePrice: '650',
      sizeClass: 'medium',
    });
    return word;
  };

  describe('access', () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/forex', undefined],
      ['GET', '/api/admin/forex/NZD/history', undefined],
      ['POST', '/api/admin/forex', { currency: 'NZD', jpyPerUnit: '90' }],
    ];
    it.each(routes)('%s %s: 401 for a visitor, 404 for a customer', async (method, url, payload) => {
      const send = (as: Caller | Record<string, string>) =>
        method === 'GET' ? http.get(url, as) : http.post(url, payload, as);
      expect((await send({})).statusCode).toBe(401);
      const hidden = await send(nzMember);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toMatch(/forex|rate|NZD/i);
    });

    it('is in the OpenAPI document under admin (described to staff)', async () => {
      const doc = (await http.get('/api/docs/json', staff)).json<{
        paths: Record<string, Record<string, { tags?: string[] }>>;
      }>();
      expect(doc.paths['/api/admin/forex']?.get?.tags).toEqual(['admin']);
      expect(doc.paths['/api/admin/forex']?.post?.tags).toEqual(['admin']);
      expect(doc.paths['/api/admin/forex/{currency}/history']?.get?.tags).toEqual(['admin']);
    });
  });

  it('a rate effective now shows in the next member search and the forex lines at once', async () => {
    const word = await stock();
    const before = await searchOne(nzMember, word);
    expect(before).toMatchObject({ price: 'NZD 11,270', priceDetails: { forex: '88.5' } });
    expect(await forexLine(nzMember, 'NZD')).toBe('88.50');

    const res = await addRate({ currency: 'NZD', jpyPerUnit: '95.125' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ForexRate>()).toMatchObject({
      currency: 'NZD',
      jpyPerUnit: '95.125',
      createdBy: staff.email,
    });

    // 650,000 / 95.125 x 1.03 + 2,200 = 9,238.03 -> 9,250 (up to 50) x 1.15 = 10,637.50 -> 10,638
    const after = await searchOne(nzMember, word);
    expect(after).toMatchObject({ price: 'NZD 10,638', priceDetails: { forex: '95.125' } });
    expect(await forexLine(nzMember, 'NZD')).toBe('95.125');
    const nzd = (await currencies()).find((c) => c.code === 'NZD');
    expect(nzd?.current?.jpyPerUnit).toBe('95.125');
  });

  it('a rate scheduled for later changes nothing until its time, and shows as the next change', async () => {
    const word = await stock();
    const effectiveFrom = new Date(Date.now() + 2 * HOUR).toISOString();
    const res = await addRate({ currency: 'GBP', jpyPerUnit: '201.5', effectiveFrom });
    expect(res.statusCode, res.body).toBe(201);

    expect((await searchOne(ukMember, word)).priceDetails.forex).toBe('190.1');
    expect(await forexLine(ukMember, 'GBP')).toBe('190.10');
    const gbp = (await currencies()).find((c) => c.code === 'GBP');
    expect(gbp).toMatchObject({
      name: 'Pound Sterling',
      current: { jpyPerUnit: '190.1', effectiveFrom: '2020-01-01T00:00:00.000Z' },
      next: { jpyPerUnit: '201.5', effectiveFrom },
    });
  });

  it('keeps the history: every rate entered is listed, newest first, with who entered it', async () => {
    const later = new Date(Date.now() + HOUR).toISOString();
    expect((await addRate({ currency: 'USD', jpyPerUnit: '151' })).statusCode).toBe(201);
    expect((await addRate({ currency: 'USD', jpyPerUnit: '152.5', effectiveFrom: later })).statusCode).toBe(
      201,
    );

    const res = await http.get('/api/admin/forex/usd/history', staff);
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json<ForexHistory>();
    expect(history.currency).toBe('USD');
    expect(history.items.map((i) => [i.jpyPerUnit, i.createdBy])).toEqual([
      ['152.5', staff.email],
      ['151', staff.email],
      ['150.25', null],
    ]);
    expect(history.items[0]!.effectiveFrom).toBe(later);

    const logged = await ctx()
      .db.select()
      .from(activityLog)
      .where(
        and(eq(activityLog.entityType, 'forex-rate'), eq(activityLog.entityId, String(history.items[1]!.id))),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      actorEmail: staff.email,
      action: 'created',
      changes: { jpyPerUnit: { before: '150.25', after: '151' } },
    });
  });

  it('refuses a second rate for a currency at the same instant with 409, and writes nothing', async () => {
    const effectiveFrom = new Date(Date.now() + 3 * HOUR).toISOString();
    expect((await addRate({ currency: 'KES', jpyPerUnit: '1.2', effectiveFrom })).statusCode).toBe(201);
    const again = await addRate({ currency: 'KES', jpyPerUnit: '1.3', effectiveFrom });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ fieldErrors: { effectiveFrom: expect.any(String) } });
    const history = (await http.get('/api/admin/forex/KES/history', staff)).json<ForexHistory>();
    expect(history.items.map((i) => i.jpyPerUnit)).toEqual(['1.2', '1.16']);
  });

  it.each([
    [{ currency: 'AUD', jpyPerUnit: 'ninety' }, 'jpyPerUnit'],
    [{ currency: 'AUD', jpyPerUnit: '0' }, 'jpyPerUnit'],
    [{ currency: 'AUD', jpyPerUnit: '-97' }, 'jpyPerUnit'],
    [{ currency: 'AUD', jpyPerUnit: '97.1234567' }, 'jpyPerUnit'],
    [{ currency: 'AUD', jpyPerUnit: '123456789' }, 'jpyPerUnit'],
    [{ currency: 'AUD' }, 'jpyPerUnit'],
    [{ currency: 'JPY', jpyPerUnit: '1' }, 'currency'],
    [{ currency: 'XYZ', jpyPerUnit: '1' }, 'currency'],
    [{ currency: '', jpyPerUnit: '1' }, 'currency'],
    [{ currency: 'AUD', jpyPerUnit: '98', effectiveFrom: 'tomorrow' }, 'effectiveFrom'],
    [{ currency: 'AUD', jpyPerUnit: '98', effectiveFrom: '2020-06-01T00:00:00Z' }, 'effectiveFrom'],
  ])('answers %j with 400 and a message on %s, writing nothing', async (body, field) => {
    const res = await addRate(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toEqual(
      expect.any(String),
    );
    const aud = (await http.get('/api/admin/forex/AUD/history', staff)).json<ForexHistory>();
    expect(aud.items).toHaveLength(1);
  });

  describe('the yen chart (GET /api/forex/history)', () => {
    it('gives a signed-in member one daily close per day, today at the rate in force now', async () => {
      const res = await http.get('/api/forex/history?currency=UGX&range=90d', ukMember);
      expect(res.statusCode, res.body).toBe(200);
      const chart = res.json<ForexChart>();
      expect(chart).toMatchObject({ currency: 'UGX', range: '90d' });
      expect(chart.points).toHaveLength(90);
      expect(chart.points.at(-1)).toEqual({ date: businessDate(new Date()), jpyPerUnit: '0.0405' });
      expect(chart.currencies.map((c) => c.code)).toEqual(['AUD', 'GBP', 'KES', 'NZD', 'UGX', 'USD']);

      const year = (await http.get('/api/forex/history?currency=ugx&range=1y', ukMember)).json<ForexChart>();
      expect(year.points).toHaveLength(365);
    });

    it("charts the member's own account currency when none is asked for", async () => {
      const own = (await http.get('/api/forex/history', ukMember)).json<ForexChart>();
      expect(own).toMatchObject({ currency: 'GBP', range: '90d' });
      const yenAccount = (await createMember(ctx().db, { currencies: ['JPY'], activeCurrency: 'JPY' })).user;
      expect((await http.get('/api/forex/history', yenAccount)).json<ForexChart>().currency).toBe('NZD');
    });

    it('is for signed-in members only, and only for currencies with a rate', async () => {
      expect((await http.get('/api/forex/history?currency=NZD')).statusCode).toBe(401);
      expect((await http.get('/api/forex/history?currency=JPY', ukMember)).statusCode).toBe(404);
      expect((await http.get('/api/forex/history?currency=XYZ', ukMember)).statusCode).toBe(404);
      expect((await http.get('/api/forex/history?currency=NZD&range=5y', ukMember)).statusCode).toBe(400);
    });
  });

  // Rates are what prices are made of: a company the sales team has not approved sees neither.
  describe('rates are for approved companies, like prices', () => {
    it.each(['pending', 'rejected'] as const)(
      'a %s company sees its accounts without rates, and no chart',
      async (status) => {
        const { user } = await createMember(ctx().db, {
          status,
          currencies: ['JPY', 'NZD', 'USD'],
          activeCurrency: 'NZD',
        });
        const accounts = await http.get('/api/common-user/get-all-accounts', user);
        expect(accounts.statusCode).toBe(200);
        expect(accounts.json()).toEqual([
          { currency: 'JPY', forex: null },
          { currency: 'NZD', forex: null },
          { currency: 'USD', forex: null },
        ]);
        for (const url of ['/api/forex/history', '/api/forex/history?currency=USD&range=1y']) {
          const chart = await http.get(url, user);
          expect(chart.statusCode).toBe(403);
          expect(chart.json()).toMatchObject({
            message: UNAPPROVED_ACCOUNT_NOTICES[status].message,
            statusCode: 403,
          });
          expect(chart.body).not.toMatch(/jpyPerUnit|88\.5|150\.25/);
        }
      },
    );

    it('once approved, the same member sees the rates and the chart', async () => {
      const { user, company } = await createMember(ctx().db, {
        status: 'pending',
        currencies: ['JPY', 'NZD'],
        activeCurrency: 'NZD',
      });
      expect(await forexLine(user, 'NZD')).toBeNull();
      await ctx().db.update(companies).set({ status: 'approved' }).where(eq(companies.id, company.id));
      expect(await forexLine(user, 'NZD')).toMatch(/^\d+\.\d{2,}$/);
      expect((await http.get('/api/forex/history', user)).statusCode).toBe(200);
      // Staff (approved by role) see them too.
      expect((await http.get('/api/forex/history?currency=NZD', staff)).statusCode).toBe(200);
    });
  });

  describe('a rate far from the one it follows', () => {
    // Far in the future, after every other test's rates: GBP follows the scheduled 201.5.
    const when = (day: number) => `2099-0${day}-01T00:00:00.000Z`;

    it('is refused with a message on jpyPerUnit when it can only be a slip, writing nothing', async () => {
      const before = (await http.get('/api/admin/forex/GBP/history', staff)).json<ForexHistory>().items;
      for (const jpyPerUnit of ['2,015.01', '20.14', '0.0052']) {
        const res = await addRate({ currency: 'GBP', jpyPerUnit, effectiveFrom: when(1) });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors.jpyPerUnit).toMatch(
          /^GBP 1 = JPY [\d,.]+ cannot be right: the rate in force is GBP 1 = JPY 201\.50\./,
        );
      }
      const after = (await http.get('/api/admin/forex/GBP/history', staff)).json<ForexHistory>().items;
      expect(after).toEqual(before);
    });

    it('is taken as typed, separators and all, when it is only unusual, and logged before and after', async () => {
      const res = await addRate({ currency: 'GBP', jpyPerUnit: '2,015', effectiveFrom: when(2) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<ForexRate>().jpyPerUnit).toBe('2015');
      const [logged] = await ctx()
        .db.select()
        .from(activityLog)
        .where(
          and(
            eq(activityLog.entityType, 'forex-rate'),
            eq(activityLog.entityId, String(res.json<ForexRate>().id)),
          ),
        );
      expect(logged).toMatchObject({
        summary: `GBP 1 = JPY 2,015.00 (was GBP 1 = JPY 201.50) from ${when(2)}`,
        changes: { jpyPerUnit: { before: '201.5', after: '2015' } },
      });
    });
  });
});
