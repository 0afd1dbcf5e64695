// Saved searches and alerts: 'Save this search' stores the search page's query with a name
// and a frequency; a job matches newly listed or reduced vehicles against each saved search and alerts
// through the outbox (instant: at once; daily: one digest per member); the same vehicle never alerts
// the same search twice. The list shows new matches since last opened; each search is its owner's.
// 'Alert me when it arrives' with a note also sends a sourcing request to the staff inbox.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch, SavedSearchCreated, StaffEnquiryList } from '@ibc/domain';
import { emailOutbox, enquiries, notifications, vehiclePriceHistory } from '../../db/schema.ts';
import {
  bearer,
  createMember,
  createVehicle,
  describeApi,
  type Caller,
} from '../../../test/helpers/index.ts';

describeApi('saved searches', (ctx, http) => {
  let dealer: Caller & { email: string };
  let other: Caller;
  let staff: Caller;

  beforeAll(async () => {
    const { db } = ctx();
    dealer = (await createMember(db, { activeCurrency: 'NZD' })).user;
    other = (await createMember(db)).user;
    staff = (await createMember(db, { role: 'staff' })).user;
  });

  const save = async (who: Caller, body: Record<string, unknown>) =>
    http.post('/api/saved-searches', body, who);
  const mine = async (who: Caller) =>
    (await http.get('/api/saved-searches', who)).json<{ searches: SavedSearch[] }>().searches;
  const alertMails = async (kind: string) =>
    (await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind))).filter((mail) =>
      mail.to.includes(dealer.email),
    );

  it("saves the query with a name and a frequency, normalised, and keeps it the member's own", async () => {
    const res = await save(dealer, {
      name: 'Aqua from 2014',
      query: '?model=Aqua&make=Toyota&minYear=2014&page=3&requestOrigin=NZ',
      frequency: 'instant',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<SavedSearchCreated>();
    expect(created).toMatchObject({
      sourcingRequested: false,
      message: 'Search saved. We will tell you when new vehicles match it.',
      search: { name: 'Aqua from 2014', frequency: 'instant', newMatches: 0, lastOpenedAt: null },
    });
    // The search page's own order of parameters, from page 1, without the visitor's origin.
    expect(created.search.query).toBe('minYear=2014&make=Toyota&model=Aqua');
    expect((await mine(dealer)).map((s) => s.id)).toContain(created.search.id);

    const id = created.search.id;
    expect(await mine(other)).toEqual([]);
    expect((await http.post(`/api/saved-searches/${id}/open`, {}, other)).statusCode).toBe(404);
    expect((await http.patch(`/api/saved-searches/${id}`, { frequency: 'off' }, other)).statusCode).toBe(404);
    expect((await http.delete(`/api/saved-searches/${id}`, other)).statusCode).toBe(404);
    expect((await http.get('/api/saved-searches')).statusCode).toBe(401);

    const renamed = await http.patch(
      `/api/saved-searches/${id}`,
      { name: 'Aquas', frequency: 'daily' },
      dealer,
    );
    expect(renamed.json()).toMatchObject({ name: 'Aquas', frequency: 'daily' });
    expect((await http.delete(`/api/saved-searches/${id}`, dealer)).statusCode).toBe(204);
    expect((await mine(dealer)).map((s) => s.id)).not.toContain(id);
  });

  it('answers bad input with 400 and a message per field, saving nothing', async () => {
    const before = (await mine(dealer)).length;
    const res = await save(dealer, { name: ' ', query: 'make=Toyota', frequency: 'hourly' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors.name).toBe('Please give the search a name (up to 80 characters).');
    expect(body.fieldErrors.frequency).toBe('Please choose instant, daily digest or off.');
    // A DDU search for a member outside the DDU markets (§6).
    const ddu = await save(dealer, { name: 'DDU', query: 'tab=16', frequency: 'instant' });
    expect(ddu.statusCode).toBe(400);
    expect(ddu.json<{ fieldErrors: Record<string, string> }>().fieldErrors.query).toMatch(/not valid/);
    expect(await mine(dealer)).toHaveLength(before);
  });

  describe('alerts', () => {
    it('alerts an instant search once per vehicle: newly listed or reduced, matching only', async () => {
      const { db, app } = ctx();
      const created = (
        await save(dealer, {
          name: 'Late Aquas',
          query: 'make=Toyota&model=Aqua&minYear=2016',
          frequency: 'instant',
        })
      ).json<SavedSearchCreated>().search;

      const match = await createVehicle(db, { year: 2018 });
      const tooOld = await createVehicle(db, { year: 2012 });
      // Listed long ago, reduced now: news too.
      const reduced = await createVehicle(db, {
        year: 2017,
        basePrice: '600',
        listedAt: new Date('2026-01-01T00:00:00Z'),
      });
      await db.insert(vehiclePriceHistory).values([
        {
          vehicleId: reduced.id,
          basePrice: '700',
          currency: 'JPY',
          changedAt: new Date('2026-01-01T00:00:00Z'),
        },
        { vehicleId: reduced.id, basePrice: '600', currency: 'JPY', changedAt: new Date() },
      ]);

      await app.jobs.runNow('saved-search-alerts');
      await app.jobs.runNow('saved-search-alerts');

      const mails = await alertMails('saved-search-alert');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('IBC Japan: 2 new vehicles for "Late Aquas"');
      expect(mails[0]!.text).toContain('2018 Toyota Aqua S');
      expect(mails[0]!.text).toContain('Price reduced');
      expect(mails[0]!.text).toMatch(/NZD [\d,]+/);
      expect(mails[0]!.text).toContain(`/search?minYear=2016&make=Toyota&model=Aqua`);
      expect(mails[0]!.text).not.toContain(tooOld.chassis);
      expect(mails[0]!.html).toContain(`/media/vehicles/${match.id}/`);

      const bell = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, dealer.id), eq(notifications.kind, 'saved-search-match')));
      expect(bell.map((n) => n.title)).toEqual(['2 new vehicles for "Late Aquas"']);
      expect(bell[0]!.link).toBe('/search?minYear=2016&make=Toyota&model=Aqua');

      const listed = (await mine(dealer)).find((s) => s.id === created.id)!;
      expect(listed.newMatches).toBe(2);
      const opened = await http.post(`/api/saved-searches/${created.id}/open`, {}, dealer);
      expect(opened.json()).toMatchObject({ newMatches: 0 });
      expect((await mine(dealer)).find((s) => s.id === created.id)!.newMatches).toBe(0);

      // A further listing alerts again; the first ones never do.
      await createVehicle(db, { year: 2019 });
      await app.jobs.runNow('saved-search-alerts');
      const after = await alertMails('saved-search-alert');
      expect(after).toHaveLength(2);
      expect(after[1]!.subject).toBe('IBC Japan: 1 new vehicle for "Late Aquas"');
      await http.delete(`/api/saved-searches/${created.id}`, dealer);
    });

    it('holds daily searches for one digest per member; off searches only count', async () => {
      const { db, app } = ctx();
      const daily = (
        await save(dealer, { name: 'Daily 2020s', query: 'minYear=2020', frequency: 'daily' })
      ).json<SavedSearchCreated>().search;
      const second = (
        await save(dealer, { name: 'Daily hybrids', query: 'tab=11&minYear=2021', frequency: 'daily' })
      ).json<SavedSearchCreated>().search;
      const off = (
        await save(dealer, { name: 'Quiet', query: 'minYear=2020', frequency: 'off' })
      ).json<SavedSearchCreated>().search;
      await createVehicle(db, { year: 2022 });
      await app.jobs.runNow('saved-search-alerts');
      expect(await alertMails('saved-search-digest')).toHaveLength(0);
      const counts = Object.fromEntries((await mine(dealer)).map((s) => [s.id, s.newMatches]));
      expect([counts[daily.id], counts[second.id], counts[off.id]]).toEqual([1, 1, 1]);

      await app.jobs.runNow('saved-search-digest');
      await app.jobs.runNow('saved-search-digest');
      const digests = await alertMails('saved-search-digest');
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toBe('IBC Japan: 2 new vehicles for your saved searches');
      expect(digests[0]!.text).toContain('Daily 2020s: 1 vehicle');
      expect(digests[0]!.text).toContain('Daily hybrids: 1 vehicle');
      expect(digests[0]!.text).not.toContain('Quiet');
      for (const id of [daily.id, second.id, off.id]) await http.delete(`/api/saved-searches/${id}`, dealer);
    });

    it('e-mails a member who reads Japanese his alert in Japanese; the bell keeps its English title', async () => {
      const { db, app } = ctx();
      const reader = (await createMember(db, { activeCurrency: 'NZD' })).user;
      expect((await http.put('/api/account/language', { language: 'ja' }, reader)).statusCode).toBe(200);
      const created = (
        await save(reader, {
          name: 'Aqua 2024',
          query: 'make=Toyota&model=Aqua&minYear=2024',
          frequency: 'instant',
        })
      ).json<SavedSearchCreated>().search;
      const vehicle = await createVehicle(db, { year: 2024 });

      await app.jobs.runNow('saved-search-alerts');

      const [mail, ...more] = (
        await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'saved-search-alert'))
      ).filter((m) => m.to.includes(reader.email));
      expect(more).toEqual([]);
      expect(mail!.html).toContain('<html lang="ja" dir="ltr">');
      expect(mail!.subject).toBe('IBC Japan：「Aqua 2024」の新着車両 1台');
      expect(mail!.text).toContain('保存した検索条件');
      expect(mail!.text).toContain('Aqua 2024：1台');
      // The search's name, the vehicle and its price are data: the same in every language.
      expect(mail!.text).toContain('2024 Toyota Aqua S');
      expect(mail!.text).toContain(vehicle.chassis);
      expect(mail!.text).toMatch(/NZD [\d,]+/);
      expect(mail!.text).not.toContain('new vehicle');
      const bell = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, reader.id), eq(notifications.kind, 'saved-search-match')));
      expect(bell.map((n) => n.title)).toEqual(['1 new vehicle for "Aqua 2024"']);
      await http.delete(`/api/saved-searches/${created.id}`, reader);
    });
  });

  it("'Alert me when it arrives' with a note sends a sourcing request to the staff inbox", async () => {
    const { db } = ctx();
    const res = await save(dealer, {
      name: 'Toyota Century 2018',
      query: 'make=Toyota&model=Century&minYear=2018',
      frequency: 'instant',
      note: 'Two units, black, for a client in Auckland.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      sourcingRequested: true,
      message:
        'Search saved, and your request went to our sales team: they will look for this vehicle for you.',
    });
    const [stored] = await db.select().from(enquiries).where(eq(enquiries.kind, 'sourcing'));
    expect(stored).toMatchObject({
      userId: dealer.id,
      body: 'Two units, black, for a client in Auckland.',
      searchQuery: 'minYear=2018&make=Toyota&model=Century',
    });
    const inbox = await http.get('/api/admin/enquiries?kind=sourcing', staff);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json<StaffEnquiryList>().enquiries[0]).toMatchObject({
      kind: 'sourcing',
      senderEmailAddress: dealer.email,
      searchQuery: 'minYear=2018&make=Toyota&model=Century',
    });
    expect((await http.get('/api/admin/enquiries', dealer)).statusCode).toBe(404);
    expect((await http.get('/api/admin/enquiries?kind=gossip', staff)).statusCode).toBe(400);
    const sales = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'sourcing-request'));
    expect(sales).toHaveLength(1);
    expect(sales[0]!.subject).toMatch(/^Sourcing request #\d+ from .+: Toyota Century 2018$/);
    const staffBell = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, staff.id), inArray(notifications.kind, ['sourcing-request'])));
    expect(staffBell).toHaveLength(1);
  });

  it('saves a search sent twice at once (two tabs, a double click) once; the second save answers 409', async () => {
    const { db } = ctx();
    // Several rounds: on PostgreSQL the requests of a round really run at once, in whatever order.
    for (let round = 0; round < 5; round++) {
      const { user } = await createMember(db);
      const headers = await bearer(ctx().app, user);
      const body = {
        name: 'Hilux 4WD',
        query: 'make=Toyota&model=Hilux',
        frequency: 'daily',
        note: 'One, white.',
      };
      const saves = await Promise.all(
        Array.from({ length: 8 }, () => http.post('/api/saved-searches', body, headers)),
      );
      expect(saves.map((res) => res.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
      for (const res of saves.filter((r) => r.statusCode === 409))
        expect(res.json()).toMatchObject({ message: 'You have already saved this search under this name.' });
      expect((await mine(user)).map((s) => s.name)).toEqual(['Hilux 4WD']);
      // One sourcing request too, not one per click.
      expect(await db.select().from(enquiries).where(eq(enquiries.userId, user.id))).toHaveLength(1);
      if (round === 0) {
        // Another name for the same query is another search.
        expect((await save(user, { ...body, name: 'Hilux', note: undefined })).statusCode).toBe(201);
      }
    }
  });
});
