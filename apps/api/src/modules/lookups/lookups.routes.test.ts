import { beforeAll, expect, it } from 'vitest';
import { bearer, createMember, createVehicle, describeApi } from '../../../test/helpers/index.ts';

describeApi('lookups', (ctx, { get }) => {
  let nz: Record<string, string>;
  let uganda: Record<string, string>;

  beforeAll(async () => {
    const { app, db } = ctx();
    nz = await bearer(app, (await createMember(db, { countryId: 75 })).user);
    uganda = await bearer(app, (await createMember(db, { countryId: 70, currencies: ['JPY', 'USD'] })).user);
    await createVehicle(db, { year: 2012 });
    await createVehicle(db, { year: 2018 });
    // The counts are of what the search shows: reserved stock (marked) counts, sold and withdrawn never.
    await createVehicle(db, { year: 2005, status: 'reserved' });
    await createVehicle(db, { year: 2005, status: 'sold' });
    await createVehicle(db, { year: 2005, status: 'withdrawn' });
  });

  it('lists countries, search countries, ports, cities and currencies', async () => {
    expect((await get('/api/common/country/get-list')).json()).toContainEqual({
      id: 75,
      name: 'New Zealand',
      code: 'NZ',
    });
    expect((await get('/api/common/country/get-list-with-port-and-currency')).json()).toContainEqual({
      id: 75,
      name: 'New Zealand',
      portId: 7501,
      currency: 'NZD',
    });
    expect((await get('/api/common/country/get-ports?countryId=75')).json()).toEqual([
      { id: 7501, name: 'Auckland', code: 'NZAKL' },
      { id: 7502, name: 'Wellington', code: 'NZWLG' },
    ]);
    expect((await get('/api/common/country/get-cities?countryId=75')).statusCode).toBe(200);
    expect((await get('/api/common/country/get-currencies?countryId=75')).json()).toEqual([
      { code: 'NZD', name: 'New Zealand Dollar' },
      { code: 'JPY', name: 'Japanese Yen' },
    ]);
    const bad = await get('/api/common/country/get-ports?countryId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('countryId');
  });

  it('lists categories and makes with models', async () => {
    expect((await get('/api/common-vehicle/get-categories')).json()).toContainEqual({
      id: expect.any(Number),
      name: 'Hatchback',
      slug: 'hatchback',
    });
    expect((await get('/api/vehicles/prelog/get-vehicle-makes-and-model')).json()).toContainEqual({
      make: 'Toyota',
      models: [{ model: 'Aqua' }],
    });
  });

  it('counts makes and models in a year range for members only', async () => {
    expect((await get('/api/vehicles/postlog/get-vehicle-makes?minyear=1990&maxyear=2026')).statusCode).toBe(
      401,
    );
    expect(
      (await get('/api/vehicles/postlog/get-vehicle-makes?minyear=1990&maxyear=2026', nz)).json(),
    ).toEqual([{ make: 'Toyota', count: 3 }]);
    expect(
      (await get('/api/vehicles/postlog/get-vehicle-makes?minyear=2015&maxyear=2026', nz)).json(),
    ).toEqual([{ make: 'Toyota', count: 1 }]);
    expect((await get('/api/vehicles/postlog/get-vehicle-makes?minyear=-1&maxyear=-1', nz)).json()).toEqual([
      { make: 'Toyota', count: 3 },
    ]);
    expect(
      (
        await get('/api/vehicles/postlog/get-vehicle-models?make=toyota&minyear=1990&maxyear=2014', nz)
      ).json(),
    ).toEqual([{ model: 'Aqua', count: 2 }]);
    expect((await get('/api/vehicles/postlog/get-vehicle-models?minyear=1990', nz)).statusCode).toBe(400);
  });

  it("gives the member's tabs, DDU only for countries 70/295/104 (§6)", async () => {
    const labels = (res: { json(): unknown }) => (res.json() as { label: string }[]).map((t) => t.label);
    expect(labels(await get('/api/common-user/get-user-vehicle-locations', nz))).toEqual([
      'IBC Stock',
      'New Arrival',
      'Dealer Direct',
    ]);
    expect(labels(await get('/api/common-user/get-user-vehicle-locations', uganda))).toEqual([
      'IBC Stock',
      'New Arrival',
      'Dealer Direct',
      'DDU Stock',
    ]);
    expect((await get('/api/common-user/get-user-vehicle-locations')).statusCode).toBe(401);
  });

  it('counts DDU stock only for members in the DDU markets (§6), like the search', async () => {
    await createVehicle(ctx().db, { year: 2019, stockType: 'ddu', stockTab: 16, deliveryTypes: [0] });
    const toyota = async (headers: Record<string, string>) => {
      const res = await get('/api/vehicles/postlog/get-vehicle-makes?minyear=1990&maxyear=2026', headers);
      return res.json<{ make: string; count: number }[]>().find((m) => m.make === 'Toyota')?.count;
    };
    expect(await toyota(nz)).toBe(3);
    expect(await toyota(uganda)).toBe(4);
    const aqua = async (headers: Record<string, string>) => {
      const res = await get(
        '/api/vehicles/postlog/get-vehicle-models?make=Toyota&minyear=2019&maxyear=2026',
        headers,
      );
      return res.json<{ model: string; count: number }[]>();
    };
    expect(await aqua(nz)).toEqual([]);
    expect(await aqua(uganda)).toEqual([{ model: 'Aqua', count: 1 }]);
  });
});
