import { beforeAll, expect, it } from 'vitest';
import { bearer, createMember, createVehicle, describeApi } from '../../../test/helpers/index.ts';

type Compared = { id: number; price?: string };
const idsOf = (res: { json(): unknown }) => (res.json() as Compared[]).map((v) => v.id);

describeApi('compare vehicles', (ctx, { post }) => {
  let ids: number[] = [];
  let dduId = 0;
  beforeAll(async () => {
    const { db } = ctx();
    const a = await createVehicle(db, {
      year: 2018,
      month: 4,
      wheelStyle: 2,
      lengthMm: 4050,
      widthMm: 1695,
      heightMm: 1455,
      hasSunRoof: true,
    });
    const b = await createVehicle(db, { make: 'Toyota', model: 'Corolla Fielder Hybrid', year: 2019 });
    const c = await createVehicle(db);
    const d = await createVehicle(db);
    const e = await createVehicle(db);
    const ddu = await createVehicle(db, { stockType: 'ddu', stockTab: 16 });
    ids = [a.id, b.id, c.id, d.id, e.id];
    dduId = ddu.id;
  });

  it('answers visitors with the §3 comparison fields in the requested order and no price', async () => {
    const [a, b] = ids;
    const res = await post('/api/vehicles/prelog/get-compare-vehicles', [b, a]);
    expect(res.statusCode).toBe(200);
    const body = res.json<Compared[]>();
    expect(idsOf(res)).toEqual([b, a]);
    expect(body[1]).toMatchObject({
      id: a,
      year: 2018,
      month: 4,
      monthName: 'April',
      make: 'Toyota',
      model: 'Aqua',
      type: 'Hatchback',
      kms: 45000,
      engineDisplacement: 1500,
      doors: 5,
      isLeftHandDrive: false,
      wheelStyle: 2,
      hasSunRoof: true,
      length: 4050,
      width: 1695,
      height: 1455,
      defaultPhoto: `/media/vehicles/${a}/0.svg`,
    });
    expect(body[0]).not.toHaveProperty('price');
    expect(JSON.stringify(body)).not.toMatch(/price/i);
  });

  it('skips unknown ids and duplicates', async () => {
    const [a] = ids;
    const res = await post('/api/vehicles/prelog/get-compare-vehicles', [a, 999_999, a]);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([a]);
    expect((await post('/api/vehicles/prelog/get-compare-vehicles', [])).json()).toEqual([]);
  });

  it('skips sold and withdrawn vehicles (they left the searches); a reserved one stays', async () => {
    const { db } = ctx();
    const sold = await createVehicle(db, { status: 'sold' });
    const withdrawn = await createVehicle(db, { status: 'withdrawn' });
    const reserved = await createVehicle(db, { status: 'reserved' });
    const res = await post('/api/vehicles/prelog/get-compare-vehicles', [sold.id, withdrawn.id, reserved.id]);
    expect(idsOf(res)).toEqual([reserved.id]);
  });

  it('refuses more than four ids with a 400 and the spec message', async () => {
    const res = await post('/api/vehicles/prelog/get-compare-vehicles', ids);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(
      'You can compare up to four (4) vehicles only.',
    );
    const notAList = await post('/api/vehicles/prelog/get-compare-vehicles', { ids: [1] });
    expect(notAList.statusCode).toBe(400);
  });

  it('hides DDU units from visitors and from members outside the DDU markets', async () => {
    expect((await post('/api/vehicles/prelog/get-compare-vehicles', [dduId])).json()).toEqual([]);
    const { app, db } = ctx();
    const kiwi = await createMember(db, { countryId: 75 });
    const ugandan = await createMember(db, {
      countryId: 70,
      currencies: ['JPY', 'UGX'],
      activeCurrency: 'JPY',
    });
    expect(
      (
        await post('/api/vehicles/postlog/get-compare-vehicles', [dduId], await bearer(app, kiwi.user))
      ).json(),
    ).toEqual([]);
    const forUganda = await post(
      '/api/vehicles/postlog/get-compare-vehicles',
      [dduId],
      await bearer(app, ugandan.user),
    );
    expect(idsOf(forUganda)).toEqual([dduId]);
  });

  it('gives members their price and refuses the member endpoint without a token', async () => {
    const { app, db } = ctx();
    expect((await post('/api/vehicles/postlog/get-compare-vehicles', [ids[0]])).statusCode).toBe(401);
    const kiwi = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
    const res = await post(
      '/api/vehicles/postlog/get-compare-vehicles',
      ids.slice(0, 2),
      await bearer(app, kiwi.user),
    );
    expect(res.statusCode).toBe(200);
    const [first] = res.json<Compared[]>();
    expect(first?.price).toMatch(/^NZD [\d,]+(\.\d{2})?$/);
  });
});
