import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberShippingSchedule, ShippingPorts, Voyage, VoyageList } from '@ibc/domain';
import { activityLog, voyages } from '../../db/schema.ts';
import { createMember, describeApi, type Caller } from '../../../test/helpers/index.ts';

// Fixture ports (test/helpers/fixtures.ts): 7501 Auckland and 7502 Wellington (New Zealand, 75),
// 1301 Melbourne (Australia, 13), 29501 Mombasa (Kenya, 295). Each test names its own vessel, as the
// suite shares one database.

const AUCKLAND = 7501;
const WELLINGTON = 7502;
const MELBOURNE = 1301;
const DAY = 24 * 60 * 60 * 1000;

/** The UTC calendar date `offset` days from today. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const vesselName = () => `Test Leader ${randomBytes(3).toString('hex')}`;

const voyage = (overrides: Record<string, unknown> = {}) => ({
  vesselName: vesselName(),
  voyageNumber: '102A',
  loadingPort: 'Yokohama',
  etd: day(3),
  calls: [
    { portId: WELLINGTON, eta: day(21) },
    { portId: AUCKLAND, eta: day(18) },
  ],
  ...overrides,
});

describeApi('shipping schedule', (ctx, http) => {
  let staff: Caller & { email: string };
  let nzMember: Caller;
  let auMember: Caller;

  beforeAll(async () => {
    const { db } = ctx();
    staff = (await createMember(db, { role: 'staff' })).user;
    nzMember = (await createMember(db, { countryId: 75 })).user;
    auMember = (await createMember(db, { countryId: 13, currencies: ['JPY', 'AUD'] })).user;
  });

  const create = (body: Record<string, unknown>) => http.post('/api/admin/shipping/voyages', body, staff);
  const created = async (body: Record<string, unknown>) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Voyage>();
  };
  const list = async (query = '') =>
    (await http.get(`/api/admin/shipping/voyages${query}`, staff)).json<VoyageList>();
  const voyageCount = async () =>
    (
      await ctx()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(voyages)
    )[0]!.n;
  const schedule = async (member: Caller) => {
    const res = await http.get('/api/shipping-schedule', member);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MemberShippingSchedule>();
  };
  const logOf = (id: number) =>
    ctx()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'voyage'), eq(activityLog.entityId, String(id))))
      .orderBy(desc(activityLog.id));

  describe('access', () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/shipping/voyages', undefined],
      ['GET', '/api/admin/shipping/ports', undefined],
      ['POST', '/api/admin/shipping/voyages', voyage()],
      ['PUT', '/api/admin/shipping/voyages/1', voyage()],
      ['DELETE', '/api/admin/shipping/voyages/1', undefined],
    ];
    it.each(routes)('%s %s: 401 for a visitor, 404 for a customer', async (method, url, payload) => {
      const send = (as: Caller | Record<string, string>) =>
        method === 'GET'
          ? http.get(url, as)
          : method === 'DELETE'
            ? http.delete(url, as)
            : method === 'PUT'
              ? http.put(url, payload, as)
              : http.post(url, payload, as);
      const before = await voyageCount();
      expect((await send({})).statusCode).toBe(401);
      const hidden = await send(nzMember);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toMatch(/voyage|vessel|port/i);
      expect(await voyageCount()).toBe(before);
    });

    it('is in the OpenAPI document under admin (described to staff)', async () => {
      const doc = (await http.get('/api/docs/json', staff)).json<{
        paths: Record<string, Record<string, { tags?: string[] }>>;
      }>();
      expect(doc.paths['/api/admin/shipping/voyages']?.get?.tags).toEqual(['admin']);
      expect(doc.paths['/api/admin/shipping/voyages']?.post?.tags).toEqual(['admin']);
      expect(doc.paths['/api/admin/shipping/voyages/{id}']?.put?.tags).toEqual(['admin']);
      expect(doc.paths['/api/admin/shipping/voyages/{id}']?.delete?.tags).toEqual(['admin']);
      expect(doc.paths['/api/admin/shipping/ports']?.get?.tags).toEqual(['admin']);
    });

    it('the member schedule needs a signed-in user', async () => {
      expect((await http.get('/api/shipping-schedule')).statusCode).toBe(401);
    });
  });

  it('adds a voyage with a new vessel and lists it with its calls in ETA order, logged', async () => {
    const body = voyage();
    const saved = await created(body);
    expect(saved).toMatchObject({
      vesselName: body.vesselName,
      voyageNumber: '102A',
      loadingPort: 'Yokohama',
      etd: day(3),
      calls: [
        { portId: AUCKLAND, portName: 'Auckland', countryName: 'New Zealand', eta: day(18) },
        { portId: WELLINGTON, portName: 'Wellington', countryName: 'New Zealand', eta: day(21) },
      ],
    });
    expect((await list()).upcoming.find((v) => v.id === saved.id)).toEqual(saved);

    const options = (await http.get('/api/admin/shipping/ports', staff)).json<ShippingPorts>();
    expect(options.vessels).toContain(body.vesselName);
    expect(options.destinations[0]).toMatchObject({
      countryName: 'New Zealand',
      ports: [
        { id: AUCKLAND, name: 'Auckland' },
        { id: WELLINGTON, name: 'Wellington' },
      ],
    });

    const [entry] = await logOf(saved.id);
    expect(entry).toMatchObject({
      action: 'created',
      actorEmail: staff.email,
      summary: `${body.vesselName} voyage 102A`,
    });
    expect(entry!.changes).toMatchObject({
      vessel: { before: null, after: body.vesselName },
      etd: { before: null, after: day(3) },
      'ETA Auckland': { before: null, after: day(18) },
    });
  });

  describe('bad input is a 400 on the field and writes nothing', () => {
    it.each([
      [
        'an ETA before the ETD',
        { calls: [{ portId: AUCKLAND, eta: day(1) }] },
        'calls.0.eta',
        'The ETA must be after the ETD.',
      ],
      [
        'an ETA on the ETD',
        { calls: [{ portId: AUCKLAND, eta: day(3) }] },
        'calls.0.eta',
        'The ETA must be after the ETD.',
      ],
      [
        'an unknown port',
        {
          calls: [
            { portId: AUCKLAND, eta: day(18) },
            { portId: 999_999, eta: day(20) },
          ],
        },
        'calls.1.portId',
        'There is no such port.',
      ],
      [
        'a port called at twice',
        {
          calls: [
            { portId: AUCKLAND, eta: day(18) },
            { portId: AUCKLAND, eta: day(20) },
          ],
        },
        'calls.1.portId',
        'This port is already on the voyage.',
      ],
      ['no port of discharge', { calls: [] }, 'calls', 'Add at least one port of discharge.'],
      ['no vessel', { vesselName: '  ' }, 'vesselName', 'Enter the vessel name.'],
      ['a date that is not one', { etd: '2025-02-30' }, 'etd', 'Enter a date, e.g. 2025-03-14.'],
    ])('%s', async (_name, overrides, field, message) => {
      const before = await voyageCount();
      const res = await create(voyage(overrides));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toBe(message);
      expect(await voyageCount()).toBe(before);
    });

    it('a voyage number the vessel already has', async () => {
      const first = await created(voyage());
      const res = await create(voyage({ vesselName: first.vesselName.toUpperCase(), voyageNumber: '102a' }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
        voyageNumber: 'This vessel already has a voyage with this number.',
      });
    });
  });

  it('edits a voyage as the line moves its dates; the log reads before and after per port', async () => {
    const saved = await created(voyage());
    const res = await http.put(
      `/api/admin/shipping/voyages/${saved.id}`,
      voyage({
        vesselName: saved.vesselName,
        etd: day(5),
        calls: [
          { portId: AUCKLAND, eta: day(20) },
          { portId: MELBOURNE, eta: day(25) },
        ],
      }),
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Voyage>()).toMatchObject({
      id: saved.id,
      etd: day(5),
      calls: [
        { portName: 'Auckland', eta: day(20) },
        { portName: 'Melbourne', countryName: 'Australia', eta: day(25) },
      ],
    });
    const [entry] = await logOf(saved.id);
    expect(entry!.action).toBe('updated');
    expect(entry!.changes).toEqual({
      etd: { before: day(3), after: day(5) },
      'ETA Auckland': { before: day(18), after: day(20) },
      'ETA Wellington': { before: day(21), after: null },
      'ETA Melbourne': { before: null, after: day(25) },
    });

    // A save that changes nothing adds nothing to the log.
    const again = await http.put(
      `/api/admin/shipping/voyages/${saved.id}`,
      voyage({
        vesselName: saved.vesselName,
        etd: day(5),
        calls: [
          { portId: AUCKLAND, eta: day(20) },
          { portId: MELBOURNE, eta: day(25) },
        ],
      }),
      staff,
    );
    expect(again.statusCode).toBe(200);
    expect(await logOf(saved.id)).toHaveLength(2);

    const bad = await http.put(
      `/api/admin/shipping/voyages/${saved.id}`,
      voyage({ vesselName: saved.vesselName, etd: day(30) }),
      staff,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors['calls.0.eta']).toBeDefined();

    expect((await http.put('/api/admin/shipping/voyages/2147483000', voyage(), staff)).statusCode).toBe(404);
  });

  it('deletes a voyage, and the log keeps what it was', async () => {
    const saved = await created(voyage());
    const res = await http.delete(`/api/admin/shipping/voyages/${saved.id}`, staff);
    expect(res.statusCode, res.body).toBe(204);
    expect((await list('?past=true')).upcoming.some((v) => v.id === saved.id)).toBe(false);
    const [entry] = await logOf(saved.id);
    expect(entry).toMatchObject({ action: 'deleted' });
    expect(entry!.changes).toMatchObject({ 'ETA Auckland': { before: day(18), after: null } });
    expect((await http.delete(`/api/admin/shipping/voyages/${saved.id}`, staff)).statusCode).toBe(404);
  });

  it('lists a voyage whose last ETA has passed only with past=true', async () => {
    const past = await created(voyage({ etd: day(-30), calls: [{ portId: AUCKLAND, eta: day(-12) }] }));
    const atSea = await created(
      voyage({
        etd: day(-10),
        calls: [
          { portId: AUCKLAND, eta: day(-1) },
          { portId: WELLINGTON, eta: day(2) },
        ],
      }),
    );
    const upcoming = await list();
    expect(upcoming.past).toEqual([]);
    expect(upcoming.upcoming.map((v) => v.id)).toContain(atSea.id);
    expect(upcoming.upcoming.map((v) => v.id)).not.toContain(past.id);
    const all = await list('?past=true');
    expect(all.past.map((v) => v.id)).toContain(past.id);
    // Upcoming by ETD.
    const etds = all.upcoming.map((v) => v.etd);
    expect(etds).toEqual([...etds].sort());
  });

  it("a member's schedule: upcoming sailings to their country's ports only, by ETD", async () => {
    const later = await created(
      voyage({
        etd: day(12),
        calls: [
          { portId: MELBOURNE, eta: day(24) },
          { portId: AUCKLAND, eta: day(28) },
        ],
      }),
    );
    const sooner = await created(voyage({ etd: day(4), calls: [{ portId: WELLINGTON, eta: day(19) }] }));
    const australiaOnly = await created(
      voyage({ etd: day(6), calls: [{ portId: MELBOURNE, eta: day(20) }] }),
    );
    const arrived = await created(voyage({ etd: day(-25), calls: [{ portId: AUCKLAND, eta: day(-8) }] }));

    const nz = await schedule(nzMember);
    expect(nz.country).toEqual({ id: 75, name: 'New Zealand' });
    expect(nz.ports).toEqual([
      { id: AUCKLAND, name: 'Auckland', countryName: 'New Zealand' },
      { id: WELLINGTON, name: 'Wellington', countryName: 'New Zealand' },
    ]);
    const ids = nz.sailings.map((s) => s.id);
    expect(ids).toContain(later.id);
    expect(ids).toContain(sooner.id);
    expect(ids).not.toContain(australiaOnly.id);
    expect(ids).not.toContain(arrived.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(nz.sailings.find((s) => s.id === later.id)).toEqual({
      id: later.id,
      vesselName: later.vesselName,
      voyageNumber: '102A',
      loadingPort: 'Yokohama',
      etd: day(12),
      calls: [
        { portId: AUCKLAND, portName: 'Auckland', countryId: 75, countryName: 'New Zealand', eta: day(28) },
      ],
    });

    const au = await schedule(auMember);
    expect(au.sailings.map((s) => s.id)).toEqual(expect.arrayContaining([later.id, australiaOnly.id]));
    expect(au.sailings.map((s) => s.id)).not.toContain(sooner.id);
    expect(au.sailings.flatMap((s) => s.calls.map((c) => c.portName))).not.toContain('Auckland');

    // Staff have no country: every upcoming voyage, every port.
    const everyone = await schedule(staff);
    expect(everyone.country).toBeNull();
    expect(everyone.sailings.map((s) => s.id)).toEqual(
      expect.arrayContaining([later.id, sooner.id, australiaOnly.id]),
    );
    expect(everyone.sailings.find((s) => s.id === later.id)?.calls).toHaveLength(2);
  });
});
