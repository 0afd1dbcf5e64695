import type { BrowserContext } from 'playwright-core';

/**
 * Storage keys of the seeded announcements (apps/api/demo/announcements.ts). Journeys that
 * are not about pop-ups start with them marked seen today, so a pop-up never covers the page under
 * test; announcements.e2e.test.ts opens pages with { announcements: true } instead.
 */
export const SEEDED_ANNOUNCEMENT_KEYS = [
  'shipping-bottleneck',
  'obon',
  'auction-schedule',
  'year-end-2026',
  'nz-invoicing',
] as const;

export async function dismissSeededAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript((keys: readonly string[]) => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    // §4 marker: the browser's own calendar day, as lastSeenMarker() writes it.
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    for (const key of keys) if (!localStorage.getItem(key)) localStorage.setItem(key, today);
  }, SEEDED_ANNOUNCEMENT_KEYS);
}
