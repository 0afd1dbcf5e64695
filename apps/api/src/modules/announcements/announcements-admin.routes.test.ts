import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDate, type AdminAnnouncement, type AnnouncementDto } from '@ibc/domain';
import { activityLog } from '../../db/schema.ts';
import { bearer, createMember, describeApi, type Caller } from '../../../test/helpers/index.ts';

const day = (offset: number) => businessDate(new Date(Date.now() + offset * 24 * 60 * 60 * 1000));

const valid = {
  title: 'Typhoon: Yokohama port closed',
  bodyHtml: '<h3>Port closed</h3><p>Loading resumes <strong>Friday</strong>.</p>',
  startDate: day(0),
  endDate: day(7),
  audience: 'everyone',
  showAsPopup: true,
};

type FieldErrors = { fieldErrors: Record<string, string> };

describeApi('announcements in the back office', (ctx, http) => {
  let staff: Caller & { email: string };
  let customer: Caller;
  let kiwi: Caller;

  beforeAll(async () => {
    staff = (await createMember(ctx().db, { role: 'staff' })).user;
    customer = (await createMember(ctx().db, { countryId: 295 })).user;
    kiwi = (await createMember(ctx().db, { countryId: 75 })).user;
  });

  const create = async (body: Record<string, unknown>) => {
    const res = await http.post('/api/admin/announcements', { ...valid, ...body }, staff);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminAnnouncement>();
  };
  const popupsFor = async (as?: Caller) =>
    (await http.get('/api/announcements/current', as ?? {})).json<{ announcements: AnnouncementDto[] }>()
      .announcements;

  describe('access', () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/announcements', undefined],
      ['GET', '/api/admin/announcements/1', undefined],
      ['POST', '/api/admin/announcements', valid],
      ['PUT', '/api/admin/announcements/1', valid],
      ['DELETE', '/api/admin/announcements/1', undefined],
      ['POST', '/api/admin/announcements/images', undefined],
      ['POST', '/api/admin/announcements/preview', { bodyHtml: '<p>x</p>' }],
    ];
    it.each(routes)('%s %s: 401 for a visitor, 404 for a customer', async (method, url, payload) => {
      const send = (as: Caller | Record<string, string>) =>
        method === 'GET'
          ? http.get(url, as)
          : method === 'DELETE'
            ? http.delete(url, as)
            : method === 'PUT'
              ? http.put(url, payload, as)
              : http.post(url, payload ?? {}, as);
      expect((await send({})).statusCode).toBe(401);
      expect((await send(customer)).statusCode).toBe(404);
    });
  });

  it('creates a live announcement that members then get as a pop-up, and logs it', async () => {
    const created = await create({});
    expect(created).toMatchObject({ title: valid.title, state: 'live', live: true, audience: 'everyone' });
    expect((await popupsFor(customer)).map((a) => a.id)).toContain(created.id);
    expect((await popupsFor()).map((a) => a.id)).toContain(created.id);

    const log = await ctx()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'announcement'), eq(activityLog.entityId, String(created.id))));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'created', actorEmail: staff.email, summary: valid.title });
  });

  it("shows an 'nz' announcement only to New Zealand members", async () => {
    const nz = await create({ title: 'NZ only', audience: 'nz' });
    expect((await popupsFor(kiwi)).map((a) => a.id)).toContain(nz.id);
    expect((await popupsFor(customer)).map((a) => a.id)).not.toContain(nz.id);
  });

  it('lists every announcement with its state today', async () => {
    const scheduled = await create({
      title: 'Later',
      startDate: day(10),
      endDate: day(12),
    });
    const ended = await create({ title: 'Over', startDate: day(-10), endDate: day(-2) });
    const res = await http.get('/api/admin/announcements', staff);
    expect(res.statusCode).toBe(200);
    const { items, today } = res.json<{ items: AdminAnnouncement[]; today: string }>();
    expect(today).toBe(day(0));
    const byId = new Map(items.map((a) => [a.id, a]));
    expect(byId.get(scheduled.id)).toMatchObject({ state: 'scheduled', live: false });
    expect(byId.get(ended.id)).toMatchObject({ state: 'ended', live: false });
    // A scheduled one is not sent to members before its day.
    expect((await popupsFor(customer)).map((a) => a.id)).not.toContain(scheduled.id);
  });

  it('sanitises the body: no script, event handler, javascript: link or foreign image survives', async () => {
    const created = await create({
      bodyHtml: [
        '<h3 onclick="steal()">Closed</h3>',
        '<script>alert(1)</script>',
        '<p style="color:red">Read <a href="javascript:alert(1)">this</a> and',
        ' <a href="https://example.com/terms" target="_self">the terms</a>.</p>',
        '<img src="x" onerror="alert(1)">',
        '<img src="https://tracker.example/pixel.gif" alt="pixel">',
        '<img src="/media/files/' + 'a'.repeat(64) + '.webp" alt="Port map" width="600">',
        '<iframe src="https://evil.example"></iframe>',
      ].join(''),
    });
    const body = created.bodyHtml;
    expect(body).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=|tracker\.example|src="x"/i);
    expect(body).toContain('<h3>Closed</h3>');
    expect(body).toContain('<a rel="noopener noreferrer">this</a>');
    expect(body).toContain(
      '<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">the terms</a>',
    );
    expect(body).toContain(`<img src="/media/files/${'a'.repeat(64)}.webp" alt="Port map" width="600" />`);
    // What members get is the stored, sanitised body, and the editor's preview shows the same.
    const served = (await popupsFor(customer)).find((a) => a.id === created.id);
    expect(served?.bodyHtml).toBe(body);
    const preview = await http.post(
      '/api/admin/announcements/preview',
      { bodyHtml: served?.bodyHtml },
      staff,
    );
    expect(preview.json<{ bodyHtml: string }>().bodyHtml).toBe(body);
    const unsafe = await http.post(
      '/api/admin/announcements/preview',
      { bodyHtml: '<p onclick="x()">Hi</p><script>1</script>' },
      staff,
    );
    expect(unsafe.json<{ bodyHtml: string }>().bodyHtml).toBe('<p>Hi</p>');
  });

  it('derives the browser key from the new announcement, ignoring a key an old client sends', async () => {
    const first = await create({ title: 'Year-end schedule' });
    const second = await create({ title: 'Year-end schedule', storageKey: 'obon' });
    expect(first.storageKey).toBe(first.slug);
    expect(first.storageKey).toMatch(/^year-end-schedule-[0-9a-f]{6}$/);
    // An old client's key is ignored, so it cannot collide with a seeded notice's key.
    expect(second.storageKey).toBe(second.slug);
    expect(second.storageKey).not.toBe(first.storageKey);
    const live = await popupsFor();
    expect(live.find((a) => a.id === second.id)?.storageKey).toBe(second.slug);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = (await http.get('/api/admin/announcements', staff)).json<{ items: unknown[] }>().items
      .length;
    const res = await http.post(
      '/api/admin/announcements',
      { ...valid, title: '  ', startDate: day(5), endDate: day(1) },
      staff,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<FieldErrors>().fieldErrors).toMatchObject({
      title: 'Please give the announcement a title.',
    });
    const order = await http.post(
      '/api/admin/announcements',
      { ...valid, startDate: day(5), endDate: day(1) },
      staff,
    );
    expect(order.statusCode).toBe(400);
    expect(order.json<FieldErrors>().fieldErrors).toEqual({
      endDate: 'The last day cannot be before the first day.',
    });
    const empty = await http.post(
      '/api/admin/announcements',
      { ...valid, bodyHtml: '<script>x</script>' },
      staff,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json<FieldErrors>().fieldErrors).toEqual({ bodyHtml: 'Please write the announcement.' });
    const badDate = await http.post('/api/admin/announcements', { ...valid, startDate: '2026-02-30' }, staff);
    expect(badDate.json<FieldErrors>().fieldErrors).toEqual({
      startDate: 'Please choose a date, e.g. 2026-12-01.',
    });
    const after = (await http.get('/api/admin/announcements', staff)).json<{ items: unknown[] }>().items
      .length;
    expect(after).toBe(before);
  });

  it('edits and deletes, logging the changed fields', async () => {
    const created = await create({ title: 'Draft' });
    const res = await http.put(
      `/api/admin/announcements/${created.id}`,
      { ...valid, title: 'Final', endDate: '' },
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminAnnouncement>()).toMatchObject({
      title: 'Final',
      endDate: null,
      slug: created.slug,
      // The last-seen key stays: members who closed the draft are not shown it again today.
      storageKey: created.storageKey,
    });
    expect(
      (await http.get(`/api/admin/announcements/${created.id}`, staff)).json<AdminAnnouncement>().title,
    ).toBe('Final');

    const removed = await http.delete(`/api/admin/announcements/${created.id}`, staff);
    expect(removed.statusCode).toBe(200);
    expect((await http.get(`/api/admin/announcements/${created.id}`, staff)).statusCode).toBe(404);
    expect((await http.delete(`/api/admin/announcements/${created.id}`, staff)).statusCode).toBe(404);
    expect((await popupsFor(customer)).map((a) => a.id)).not.toContain(created.id);

    const log = await ctx()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'announcement'), eq(activityLog.entityId, String(created.id))))
      .orderBy(activityLog.id);
    expect(log.map((l) => l.action)).toEqual(['created', 'updated', 'deleted']);
    expect(log[1]!.changes).toEqual({
      title: { before: 'Draft', after: 'Final' },
      endDate: { before: valid.endDate, after: null },
    });
  });

  it('stores an uploaded image as WebP without its metadata and serves it at the returned address', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1d4ed8' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .jpeg()
      .toBuffer();
    const res = await http.post('/api/admin/announcements/images', jpeg, {
      ...(await bearer(ctx().app, staff)),
      'content-type': 'image/jpeg',
    });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json<{ url: string; width: number; height: number }>();
    expect(image).toMatchObject({ width: 1600, height: 800 });
    expect(image.url).toMatch(/^\/media\/files\/[0-9a-f]{64}\.webp$/);
    const served = await http.get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('secret-gps'))).toBe(false);

    const notImage = await http.post('/api/admin/announcements/images', Buffer.from('not an image'), {
      ...(await bearer(ctx().app, staff)),
      'content-type': 'image/png',
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json<{ message: string }>().message).toBe('This file could not be read as an image.');
  });
});
