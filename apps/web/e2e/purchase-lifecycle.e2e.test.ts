import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { mobile, desktop, waitForPage } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { setupE2e } from './support/e2e';
import { acceptOfferOn, sendOffer } from './support/offers';

// The purchase after the deal, two browsers side by side: the sales team tries to date a stage in
// the future and is told why next to the Date field; then cancels the purchase through its dialog,
// which names the invoices it voids. The dealer's car is back on sale in his member search, and his
// deal page and purchases list say Cancelled, with the reason.

const { memberPage } = setupE2e({ seedVehicles: 60 });

/** Tomorrow in Japan, 'YYYY-MM-DD': a stage date that has not happened yet. */
const japanTomorrow = () => new Date(Date.now() + 33 * 3600_000).toISOString().slice(0, 10);

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a purchase from acceptance to cancellation', () => {
  test('an impossible stage date is refused; a cancelled purchase puts the car back on sale', async () => {
    const dealer = await memberPage('nz@demo.local');
    const staff = await memberPage('sales@demo.local');

    // The dealer offers; the sales team accepts (through the API: deal.e2e walks the acceptance).
    const chassis = await sendOffer(dealer.page, '600');
    const { purchaseId } = await acceptOfferOn(staff.page, chassis);

    // Reserved for him: no offers on it in the member search.
    await dealer.page.goto(`/search?freeText=${chassis}`);
    const tile = dealer.page.getByRole('article').filter({ hasText: chassis });
    await tile.waitFor();
    expect(await tile.getByRole('button', { name: 'Offer', exact: true }).count()).toBe(0);

    // A stage dated tomorrow (Japan time) is refused next to the Date field, which says its zone.
    await staff.page.goto(`/admin/purchases/${purchaseId}`);
    await waitForPage(staff.page);
    const stageForm = staff.page.getByRole('form', { name: 'Move to stage' });
    await stageForm.getByRole('combobox', { name: /^Stage/ }).selectOption('in-yard');
    const date = stageForm.getByLabel(/^Date \(Japan time\)/);
    await date.fill(japanTomorrow());
    await stageForm.getByRole('button', { name: 'Save stage' }).click();
    const refusal = stageForm.getByText(
      /^A stage is recorded once it has happened: the date cannot be after today \(.* in Japan\)\.$/,
    );
    await refusal.waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    expect(await date.getAttribute('aria-describedby')).toContain(await refusal.getAttribute('id'));
    await staff.page.screenshot({ path: '/tmp/purchase-lifecycle-stage-refused-1440.png', fullPage: true });
    expect(await seriousAxeViolations(staff.page)).toEqual([]);

    // The page fits a phone; the cancel dialog states what happens, naming the open proforma.
    await staff.page.setViewportSize(mobile);
    expect(await fitsWidth(staff.page)).toBe(true);
    await staff.page.screenshot({ path: '/tmp/purchase-lifecycle-admin-375.png', fullPage: true });
    await staff.page.getByRole('button', { name: 'Cancel purchase' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Cancel this purchase?' });
    await dialog.waitFor();
    await dialog.getByText(/^Open invoice IBC-\d{4}-\d{6} is voided\.$/).waitFor();
    expect(await dialog.textContent()).toContain('The vehicle goes back on sale');
    expect(await dialog.textContent()).toContain('stay on');
    expect(await fitsWidth(staff.page)).toBe(true);
    await staff.page.screenshot({ path: '/tmp/purchase-lifecycle-cancel-dialog-375.png' });
    await staff.page.setViewportSize(desktop);
    await staff.page.screenshot({ path: '/tmp/purchase-lifecycle-cancel-dialog-1440.png' });
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    // The reason is required; then the purchase is cancelled.
    await dialog.getByRole('button', { name: 'Cancel purchase' }).click();
    await dialog.getByText('Please give the reason.').waitFor();
    await dialog
      .getByRole('textbox', { name: /^Reason/ })
      .fill('The dealer asked to cancel: finance declined');
    await dialog.getByRole('button', { name: 'Cancel purchase' }).click();
    await staff.page
      .getByText('Purchase cancelled. The vehicle is back on sale and the dealer has been told.')
      .waitFor();
    await staff.page
      .getByRole('region', { name: 'The deal' })
      .getByText(/\(Japan time\): The dealer asked to cancel/)
      .waitFor();
    expect(await staff.page.getByRole('button', { name: 'Cancel purchase' }).count()).toBe(0);
    await staff.page.screenshot({ path: '/tmp/purchase-lifecycle-cancelled-1440.png', fullPage: true });

    // The car is on sale again: the dealer's member search offers it.
    await dealer.page.goto(`/search?freeText=${chassis}`);
    await dealer.page
      .getByRole('article')
      .filter({ hasText: chassis })
      .getByRole('button', { name: 'Offer', exact: true })
      .waitFor();

    // His deal page and purchases list say Cancelled, with the reason, and no step ahead.
    await dealer.page.goto(`/my-account/purchases/${purchaseId}`);
    const deal = dealer.page.getByRole('region', { name: 'The deal' });
    await deal.getByText('Cancelled', { exact: true }).waitFor();
    await dealer.page.getByText(/^Our sales team cancelled this purchase on .* \(Japan time\)\./).waitFor();
    await dealer.page.getByText('Reason: The dealer asked to cancel: finance declined').waitFor();
    const steps = dealer.page.getByRole('list', { name: 'Shipment timeline' }).getByRole('listitem');
    expect(await steps.last().textContent()).toMatch(/^Cancelled · \d{1,2} \w{3,4} \d{4}The dealer asked/);
    expect(await steps.allTextContents()).not.toContainEqual(expect.stringContaining('(not yet)'));
    expect(await seriousAxeViolations(dealer.page)).toEqual([]);
    // Nothing on it asks him to pay or promises papers for a deal that is off.
    await dealer.page.getByText('No payments were recorded for this purchase.').waitFor();
    await dealer.page.getByText('No documents were issued: the purchase was cancelled.').waitFor();
    expect(await dealer.page.getByText(/Pay by T\/T/).count()).toBe(0);
    await dealer.page.screenshot({ path: '/tmp/purchase-lifecycle-dealer-cancelled.png', fullPage: true });
    await dealer.page.goto('/my-account/purchases');
    const row = dealer.page.getByRole('row').filter({ hasText: chassis });
    await row.getByText('Cancelled', { exact: true }).waitFor();
    await row.getByText(/The dealer asked to cancel/).waitFor();

    await dealer.context.close();
    await staff.context.close();
  });
});
