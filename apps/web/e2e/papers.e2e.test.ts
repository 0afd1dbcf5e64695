import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  addCalendarDays,
  businessDate,
  collectionDateList,
  formatAmount,
  Money,
  type InvoiceList,
  type PurchaseDetail,
} from '@ibc/domain';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { acceptOfferOn } from './support/offers';
import { apiAs } from './support/session';
import { shotPath } from './support/shots';

// The papers of a deal, as the New Zealand dealer meets them: his offer on a car listed FOB, accepted,
// stays FOB on the offer's page and the deal page; the sales team books the car on a voyage leaving
// today, records its departure, uploads the bill of lading with its B/L number and issues the final
// invoice; the dealer's deal page lists the collection dates in calendar order, and both invoices
// download from it as PDFs whose text (pdftotext) has every line, the deposit's share, the ports and
// consignee, and on the final invoice the vessel, voyage, ETD, ETA and B/L number.

const { memberPage } = setupE2e({ seedVehicles: 40 });
const run = promisify(execFile);

async function downloadText(page: Page, buttonName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  const { stdout } = await run('pdftotext', ['-layout', await download.path(), '-']);
  // One space between words, so a line reads as a sentence whatever the columns' widths.
  return stdout.replace(/[ \t]+/g, ' ');
}

/** The dealer's offer of `amount` on the first priced car of his search listed FOB; answers its chassis. */
async function sendFobOffer(page: Page, amount: string): Promise<string> {
  await page.goto('/search');
  await waitForPage(page);
  const offerButtons = page.getByRole('button', { name: 'Offer', exact: true });
  await offerButtons.first().waitFor();
  const count = await offerButtons.count();
  for (let i = 0; i < count; i++) {
    await offerButtons.nth(i).click();
    const dialog = page.getByRole('dialog', { name: 'SEND YOUR OFFER' });
    await dialog.waitFor();
    const terms = await dialog.locator('dt:text-is("Terms") + dd').textContent();
    if (terms === 'FOB' && (await dialog.getByLabel('Offer price').count()) > 0) {
      const chassis = (await dialog
        .getByRole('link', { name: /^[A-Z0-9]+-\d+$/ })
        .first()
        .textContent())!.trim();
      await dialog.getByLabel('Offer price').fill(amount);
      await dialog.getByRole('checkbox', { name: /terms of trade/ }).check();
      await dialog.getByRole('button', { name: 'Send Offer via Email' }).click();
      await dialog.waitFor({ state: 'hidden' });
      return chassis;
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  throw new Error('no priced FOB car on the first page');
}

describe('the papers of a deal', () => {
  test('an FOB deal stays FOB; the deal page and both invoice PDFs carry its papers', async () => {
    const dealer = await memberPage('nz@demo.local');
    const staff = await memberPage('sales@demo.local');
    const chassis = await sendFobOffer(dealer.page, '650');
    const { offerId, purchaseId } = await acceptOfferOn(staff.page, chassis);

    // The offer's page names the term the car was offered on.
    await dealer.page.goto(`/my-account/my-offer-history/${offerId}`);
    await waitForPage(dealer.page);
    expect(await dealer.page.getByTestId('offer-terms').textContent()).toBe('FOB');

    // Booked on a voyage that leaves today, departed, the B/L uploaded with its number.
    const today = businessDate(new Date());
    // The demo's New Zealand dealer ships to Auckland (port 1 of the demo's reference data).
    const { destinationPort } = await apiAs<PurchaseDetail>(dealer.page, 'GET', `/purchases/${purchaseId}`);
    expect(destinationPort).toBe('Auckland');
    const voyage = await apiAs<{ id: number }>(staff.page, 'POST', '/admin/shipping/voyages', {
      vesselName: 'Papers Pioneer',
      voyageNumber: `PP-${purchaseId}`,
      loadingPort: 'Nagoya',
      etd: today,
      calls: [{ portId: 1, eta: addCalendarDays(today, 14) }],
    });
    await apiAs(staff.page, 'POST', `/admin/purchases/${purchaseId}/booking`, { voyageId: voyage.id });
    await apiAs(staff.page, 'POST', `/admin/purchases/${purchaseId}/stage`, {
      stage: 'departed',
      occurredOn: today,
    });
    await staff.page.goto(`/admin/purchases/${purchaseId}`);
    await waitForPage(staff.page);
    await staff.page.getByLabel('Document type').selectOption({ label: 'Bill of lading' });
    await staff.page.getByLabel(/^B\/L number/).fill(`NGOAKL-${purchaseId}`);
    // The upload form with its B/L number field, at a desktop's and a phone's width, for a look.
    const form = staff.page.getByRole('button', { name: 'Upload document' }).locator('xpath=ancestor::form');
    for (const viewport of [desktop, mobile]) {
      await staff.page.setViewportSize(viewport);
      await form.screenshot({ path: shotPath(`papers-bl-upload-${viewport.width}.png`) });
    }
    await staff.page.setViewportSize(desktop);
    await staff.page.getByLabel(/^Document file/).setInputFiles({
      name: 'BL.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% bill of lading\n%%EOF\n'),
    });
    await staff.page.getByRole('button', { name: 'Upload document' }).click();
    await staff.page.getByText('Bill of lading BL.pdf uploaded; the dealer has been told.').waitFor();
    await apiAs(staff.page, 'POST', `/admin/purchases/${purchaseId}/invoices/final`, {});

    const { invoices } = await apiAs<InvoiceList>(dealer.page, 'GET', `/invoices?purchaseId=${purchaseId}`);
    const proforma = invoices.find((invoice) => invoice.kind === 'proforma')!;
    const final = invoices.find((invoice) => invoice.kind === 'final')!;
    const collection = collectionDateList(final.collectionDates!);

    // The deal page: FOB, and the collection dates in calendar order, each said in words.
    await dealer.page.goto(`/my-account/purchases/${purchaseId}`);
    await waitForPage(dealer.page);
    const deal = dealer.page.getByRole('region', { name: 'The deal' });
    await deal.getByText(chassis).waitFor();
    expect(await deal.textContent()).toContain('(FOB)');
    expect(await deal.textContent()).not.toContain('C&F');
    const dates = dealer.page.getByRole('list', { name: `Collection dates of ${final.number}` });
    expect(await dates.getByRole('listitem').allTextContents()).toEqual(collection.map((item) => item.text));
    const listed = collection.map((item) => item.date);
    expect(listed).toEqual([...listed].sort());

    for (const width of [320, 375, 1280, 1440]) {
      await dealer.page.setViewportSize({ width, height: 900 });
      await dealer.page.screenshot({ path: shotPath(`deal-${width}.png`), fullPage: true });
      // Nothing wider than the screen: the page never scrolls sideways.
      expect(await dealer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    await dealer.page.setViewportSize({ width: 1440, height: 900 });

    // Both invoices download from the deal page; their text is what the dealer's bank and broker read.
    const proformaText = await downloadText(dealer.page, `PDF of ${proforma.number}`);
    const dealTotal = proforma.lines
      .filter((line) => line.kind !== 'other')
      .reduce((sum, line) => sum.add(line.amount), new Money(0));
    for (const expected of [
      'PROFORMA INVOICE',
      'Delivery terms FOB',
      'Port of discharge',
      'Consignee',
      ...proforma.lines.map((line) => `${line.description} ${formatAmount(line.amount)}`),
      `Deposit due NZD ${formatAmount(proforma.total)}`,
      `Deposit: 20% of NZD ${formatAmount(dealTotal)}`,
    ]) {
      expect(proformaText).toContain(expected);
    }
    const finalText = await downloadText(dealer.page, `PDF of ${final.number}`);
    for (const expected of [
      'Delivery terms FOB Nagoya',
      'Port of loading Nagoya',
      'Vessel Papers Pioneer',
      `Voyage PP-${purchaseId}`,
      `B/L number NGOAKL-${purchaseId}`,
      ...final.lines.map((line) => `${line.description} ${formatAmount(line.amount)}`),
      `Total NZD ${formatAmount(final.total)}`,
      ...collection.map((item) => item.text),
    ]) {
      expect(finalText).toContain(expected);
    }
    expect(finalText).toMatch(/ETD \d{1,2} \w{3} \d{4} \(Japan time\)/);
    expect(finalText).toMatch(/ETA \d{1,2} \w{3} \d{4} \(Japan time\)/);
  });
});
