import { describe, expect, test } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';

// The member's working screens (§2 member search, Send Offer modal, checklist) checked with axe-core
// as a screen-reader user would meet them: no serious or critical WCAG 2.1 A/AA violations.

const { memberPage } = setupE2e({ seedVehicles: 120 });

describe('member screens are accessible', () => {
  for (const [name, viewport] of [
    ['1440px', desktop],
    ['375px', mobile],
  ] as const) {
    test(`member search, the Send Offer modal and a checklist at ${name}`, async () => {
      const { context, page } = await memberPage('nz@demo.local', viewport);
      await page.goto('/search');
      await waitForPage(page);
      await page
        .locator('main')
        .getByText(/^NZD \d/)
        .first()
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page
        .getByRole('button', { name: /^Offer/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'SEND YOUR OFFER' });
      await dialog.waitFor();
      expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      const checklistLink = await page.locator('a[href^="/checklist?id="]').first().getAttribute('href');
      await page.goto(checklistLink!);
      await waitForPage(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
