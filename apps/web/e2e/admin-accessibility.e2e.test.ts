import { describe, expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { desktop, mobile } from './support/browser';
import { setupE2e } from './support/e2e';

// "Screens usable at 1440 px and readable at 375 px", accessible by default. Each back-office
// page, signed in as staff, checked with axe-core (WCAG 2.1 A/AA, serious and critical) at both widths,
// and at 375 px the page itself must not scroll sideways (wide tables scroll inside their card).

const { memberPage } = setupE2e({ seedVehicles: 60 });

const PAGES: [string, string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/stock', 'Stock'],
  ['/admin/stock/new', 'Add vehicle'],
  ['/admin/stock/import', 'Import stock'],
  ['/admin/customers', 'Customers'],
  ['/admin/forex', 'Forex rates'],
  ['/admin/shipping', 'Shipping schedule'],
  ['/admin/announcements', 'Announcements'],
  ['/admin/outbox', 'Mail outbox'],
  ['/admin/activity', 'Activity log'],
  ['/admin/offers', 'Offers'],
  ['/admin/purchases', 'Purchases'],
  ['/admin/notifications', 'Notifications'],
];

describe.each([
  ['1440 px', desktop],
  ['375 px', mobile],
])('back office at %s', (_width, viewport) => {
  test.each(PAGES)('%s has no serious axe violations and fits the screen', async (path, heading) => {
    const { context, page } = await memberPage('sales@demo.local', viewport);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
