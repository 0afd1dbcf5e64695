import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { businessDate } from '@ibc/domain';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { acceptOfferOn, sendOffer } from './support/offers';
import { apiAs } from './support/session';

// The activity log can be searched for money: a dealer's offer accepted by the
// sales team (offer, purchase, proforma invoice) and a payment the sales team rejects are each found
// under their own entity in the log's filter, and the filtered log downloads as a CSV file. The deal
// is made through the API: the negotiation and the payments have journeys of their own.

const { memberPage } = setupE2e({ seedVehicles: 40 });

/** The dealer uploads a proof file and records a payment of `amount` on the invoice (the API's two steps). */
async function recordPayment(page: Page, invoice: { id: number; currency: string }, amount: string) {
  const proof = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('ibc.token') ?? '{}') as { access_token?: string };
    const response = await fetch('/api/payments/proofs?fileName=tt.pdf', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access_token ?? ''}`, 'Content-Type': 'application/pdf' },
      body: '%PDF-1.4\n% T/T confirmation\n%%EOF\n',
    });
    return (await response.json()) as { proofId: string };
  });
  return apiAs<{ id: number }>(page, 'POST', '/payments', {
    currency: invoice.currency,
    amount,
    paidOn: businessDate(new Date()),
    reference: 'TT journey',
    proofId: proof.proofId,
    proofFileName: 'tt.pdf',
    allocations: [{ invoiceId: invoice.id, amount }],
  });
}

/** One line of the exported CSV as its cells (quoted cells may hold commas and quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    const cell = match[1]!;
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
    if (match[2] === '') break;
  }
  return cells;
}

describe('the activity log', () => {
  test('staff find the deal and the payment under their own entities, and export the filtered log as CSV', async () => {
    const dealer = await memberPage('nz@demo.local');
    const staff = await memberPage('sales@demo.local');

    // The deal: the dealer's offer, accepted by the sales team, issues the proforma.
    const chassis = await sendOffer(dealer.page, '700');
    const { offerId, purchaseId } = await acceptOfferOn(staff.page, chassis);
    const { invoices } = await apiAs<{
      invoices: { id: number; number: string; kind: string; currency: string }[];
    }>(dealer.page, 'GET', `/invoices?purchaseId=${purchaseId}`);
    const proforma = invoices.find((invoice) => invoice.kind === 'proforma')!;
    // A payment typed wrong, which the sales team rejects.
    const payment = await recordPayment(dealer.page, proforma, '100');
    await apiAs(staff.page, 'POST', `/admin/payments/${payment.id}/reject`, {
      reason: 'Not received by our bank.',
    });

    const { page } = staff;
    await page.goto('/admin/activity');
    await waitForPage(page);
    const filters = page.getByRole('search', { name: 'Filter the activity log' });
    const table = page.getByRole('table', { name: 'Activity, newest first' });
    const filterBy = async (label: string) => {
      await filters.getByRole('combobox', { name: 'Entity' }).selectOption({ label });
      await filters.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has('entity'));
      await expect
        .poll(async () =>
          (await table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.textContent))).every(
            (text) => text?.includes(label),
          ),
        )
        .toBe(true);
    };

    await filterBy('Payment');
    const paymentRow = table.getByRole('row').filter({ hasText: `Payment ${payment.id}` });
    await paymentRow.waitFor();
    expect(await paymentRow.textContent()).toContain('Awaiting confirmation → Rejected');
    await page.screenshot({ path: '/tmp/activity-log-e2e-payments-1440.png', fullPage: true });

    await filterBy('Invoice');
    await table.getByRole('row').filter({ hasText: proforma.number }).first().waitFor();

    await filterBy('Purchase');
    await table
      .getByRole('row')
      .filter({ hasText: `Purchase ${purchaseId}` })
      .first()
      .waitFor();

    await filterBy('Offer');
    const offerRow = table
      .getByRole('row')
      .filter({ hasText: `Offer ${offerId}` })
      .first();
    await offerRow.waitFor();
    expect(await offerRow.textContent()).toContain('sales@demo.local');
    for (const viewport of [desktop, mobile]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `/tmp/activity-log-e2e-offers-${viewport.width}.png`, fullPage: true });
    }
    // At 375 px only the table scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize(desktop);

    // The export keeps the filter: the offers only, newest first, named with Japan's date.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`activity-log-${businessDate(new Date())}.csv`);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = text
      .split(/\r?\n/)
      .filter((line) => line !== '')
      .map(csvCells);
    expect(header).toEqual([
      'Time (UTC)',
      'Date (Japan)',
      'Who',
      'Entity',
      'Record id',
      'Action',
      'Summary',
      'Changes',
    ]);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['Offer']));
    expect(rows.some((row) => row[4] === String(offerId) && row[2] === 'sales@demo.local')).toBe(true);

    await dealer.context.close();
    await staff.context.close();
  });
});
