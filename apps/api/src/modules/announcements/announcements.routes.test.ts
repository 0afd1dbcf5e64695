import { beforeAll, expect, it } from 'vitest';
import { comparePopupOrder } from '@ibc/domain';
import { ANNOUNCEMENT_SEED, seedAnnouncements } from '../../../demo/announcements.ts';
import { announcements } from '../../db/schema.ts';
import { createMember, describeApi } from '../../../test/helpers/index.ts';
import { hasStarted, isCurrent } from './announcements.service.ts';

/**
 * Seeded pop-ups for everyone (the browser drops the ones past their end date), in the order they
 * pop up: soonest end first (ids follow the seed order).
 */
const everyonePopups = () =>
  ANNOUNCEMENT_SEED.map((a, id) => ({ ...a, endDate: a.endDate ?? null, id }))
    .filter(
      (a) =>
        a.audience === 'everyone' &&
        a.showAsPopup !== false &&
        hasStarted({ startDate: a.startDate ?? null }, new Date()),
    )
    .sort(comparePopupOrder)
    .map((a) => a.slug);

type Slugged = { slug: string; isCurrent?: boolean; component?: string | null };
const announcementsOf = (res: { json(): unknown }) =>
  (res.json() as { announcements: Slugged[] }).announcements;
const noticesOf = (res: { json(): unknown }) => (res.json() as { notices: Slugged[] }).notices;

describeApi('announcements', (ctx, { get }) => {
  beforeAll(async () => {
    await seedAnnouncements(ctx().db);
    // Seeding twice must not duplicate rows (upsert by slug).
    await seedAnnouncements(ctx().db);
  });

  it('seeds the three spec notices with their end dates and storage keys', async () => {
    const rows = await ctx().db.select().from(announcements);
    const bySlug = Object.fromEntries(rows.map((r) => [r.slug, r]));
    expect(rows).toHaveLength(5);
    expect(bySlug['shipping-notice-85']).toMatchObject({
      endDate: '2025-07-11',
      storageKey: 'shipping-bottleneck',
      audience: 'nz',
    });
    expect(bySlug['golden-week-2025']).toMatchObject({
      endDate: '2025-05-09',
      storageKey: 'obon',
      audience: 'everyone',
    });
    expect(bySlug['auction-schedule-2025-02']).toMatchObject({
      endDate: '2025-02-12',
      storageKey: 'auction-schedule',
    });
    const shipping = bySlug['shipping-notice-85']!.bodyHtml;
    for (const port of [
      'Auckland',
      'Wellington',
      'Lyttelton',
      'Nelson',
      '<table',
      '7,563',
      '7,273',
      '290',
      'NZ$100',
      'WhatsApp',
    ]) {
      expect(shipping).toContain(port);
    }
    // Every date of the vessel schedule shows its year.
    const schedule = /<tbody>(.*?)<\/tbody>/s.exec(shipping)![1]!;
    const cells = [...schedule.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]!);
    expect(cells[0]).toBe('24 Jun 2025 (Yokohama)');
    for (const cell of cells.filter((c) => c !== '&ndash;')) expect(cell).toMatch(/\b2025\b/);
    const golden = bySlug['golden-week-2025']!.bodyHtml;
    for (const text of [
      'Apr 29 &ndash; May 2',
      'May 3 &ndash; 6',
      'May 7 &ndash; 9',
      'May 10',
      'sales department stays open',
    ]) {
      expect(golden).toContain(text);
    }
  });

  it('gives visitors the pop-ups for everyone, never the NZ-only ones', async () => {
    const res = await get('/api/announcements/current');
    expect(res.statusCode).toBe(200);
    const slugs = announcementsOf(res).map((a) => a.slug);
    // End dates are applied by the browser on its own day (§4); the NZ notices need countryId 75.
    expect(slugs).toEqual(everyonePopups());
    expect(slugs).toContain('golden-week-2025');
    expect(slugs).not.toContain('year-end-2026');
    expect(slugs).not.toContain('shipping-notice-85');
    expect(slugs).not.toContain('nz-invoicing');
  });

  it("adds 'nz' announcements only for a member with countryId 75 (server-side audience rule)", async () => {
    const { db } = ctx();
    const kiwi = await createMember(db, { countryId: 75 });
    const kenyan = await createMember(db, { countryId: 295 });
    const forKiwi = await get('/api/announcements/current', kiwi.user);
    const forKenyan = await get('/api/announcements/current', kenyan.user);
    const kiwiSlugs = announcementsOf(forKiwi).map((a) => a.slug);
    expect(kiwiSlugs).toContain('nz-invoicing');
    expect(announcementsOf(forKiwi).find((a) => a.slug === 'nz-invoicing')?.component).toBe('nz-invoicing');
    expect(announcementsOf(forKenyan).map((a) => a.slug)).toEqual(everyonePopups());
  });

  it('lists current and past notices for members, current first, and refuses visitors', async () => {
    const { db } = ctx();
    const visitor = await get('/api/announcements');
    expect(visitor.statusCode).toBe(401);
    const kiwi = await createMember(db, { countryId: 75 });
    const res = await get('/api/announcements', kiwi.user);
    expect(res.statusCode).toBe(200);
    const notices = noticesOf(res);
    expect(notices).toHaveLength(5);
    const current = notices.filter((n) => n.isCurrent).map((n) => n.slug);
    expect(current).toContain('nz-invoicing');
    expect(current).not.toContain('golden-week-2025');
    expect(notices.slice(0, current.length).every((n) => n.isCurrent)).toBe(true);
    const uk = await createMember(db, { countryId: 44 });
    const ukNotices = noticesOf(await get('/api/announcements', uk.user));
    expect(ukNotices.map((n) => n.slug)).not.toContain('shipping-notice-85');
  });
});

it.each([
  [{ startDate: null, endDate: '2025-07-11' }, '2025-07-11T12:00:00Z', true], // §4 "not past its end date": last day shows
  [{ startDate: null, endDate: '2025-07-11' }, '2025-07-12T12:00:00Z', true], // one day of slack for zones behind UTC
  [{ startDate: null, endDate: '2025-07-11' }, '2025-07-13T12:00:00Z', false],
  [{ startDate: '2026-12-01', endDate: null }, '2026-11-22T12:00:00Z', false], // not started yet
  [{ startDate: '2026-12-01', endDate: null }, '2026-11-30T12:00:00Z', true], // starts tomorrow in zones ahead of UTC
])('isCurrent(%j, %s) = %s', (row, now, expected) => {
  expect(isCurrent(row, new Date(now))).toBe(expected);
});
