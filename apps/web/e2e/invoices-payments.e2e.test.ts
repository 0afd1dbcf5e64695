import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatAmount } from '@ibc/domain';
import { desktop, mobile, waitForPage } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { setupE2e } from './support/e2e';
import { acceptOfferOn, sendOffer } from './support/offers';
import { apiAs } from './support/session';

// The journey "staff issues the proforma, the dealer records a payment with a proof file, staff
// confirms": the NZ dealer's offer is accepted (through the API, the negotiation has its own journey),
// which issues the proforma. Staff could void it while nobody has paid (the dialog asks first and
// says what voiding does). The dealer records a wrong payment, which staff reject in a dialog that says
// the payment will not count; then the deposit and a little more (the dialog asks, the rest is
// credit), which staff confirm after a second look; the proforma can no longer be voided, and the
// dealer sees the invoice Paid and the balance.

const { memberPage } = setupE2e({ seedVehicles: 40 });

const money = formatAmount;

async function openRecordPayment(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await dialog.waitFor();
  return dialog;
}

async function attachProof(dialog: Locator): Promise<void> {
  await dialog.getByLabel(/^Proof of payment/).setInputFiles({
    name: 'tt-confirmation.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% T/T confirmation\n%%EOF\n'),
  });
}

/** The open dialog at 1440 and 375 px, for a look (/tmp/invoices-payments-e2e-<name>-<width>.png). */
async function shoot(page: Page, name: string): Promise<void> {
  for (const viewport of [desktop, mobile]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `/tmp/invoices-payments-e2e-${name}-${viewport.width}.png` });
  }
  await page.setViewportSize(desktop);
}

describe('invoices and payments', () => {
  test('the acceptance issues the proforma, the dealer records a payment with a proof, staff confirm, the dealer sees it paid', async () => {
    const dealer = await memberPage('nz@demo.local');
    const staff = await memberPage('sales@demo.local');

    // The deal: the dealer's offer, accepted by the sales team; then the proforma.
    const chassis = await sendOffer(dealer.page, '700');
    const { purchaseId } = await acceptOfferOn(staff.page, chassis);
    // The acceptance issued the proforma (deposit due in 7 days).
    const { invoices } = await apiAs<{ invoices: { number: string; total: string; kind: string }[] }>(
      dealer.page,
      'GET',
      `/invoices?purchaseId=${purchaseId}`,
    );
    const proforma = invoices.find((invoice) => invoice.kind === 'proforma')!;

    // The sales team may void the proforma while nobody has paid it: the link asks first, saying what
    // voiding does; Cancel keeps it.
    await staff.page.goto(`/admin/purchases/${purchaseId}`);
    await waitForPage(staff.page);
    await staff.page.getByRole('button', { name: `Void ${proforma.number}` }).click();
    const voidAsk = staff.page.getByRole('alertdialog', { name: `Void ${proforma.number}?` });
    await voidAsk.waitFor();
    expect(await voidAsk.textContent()).toContain(`will no longer owe the NZD ${money(proforma.total)}`);
    await shoot(staff.page, 'void-dialog');
    await voidAsk.getByRole('button', { name: 'Cancel' }).click();
    await voidAsk.waitFor({ state: 'hidden' });

    // The dealer's payment collections: the invoice is due, printed with Japan's date.
    await dealer.page.goto('/my-account/payment-collections');
    await waitForPage(dealer.page);
    const row = dealer.page.getByTestId(`invoice-${proforma.number}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Due');
    await dealer.page
      .getByText(/Invoice and due dates are Japan time \(JST\)/)
      .first()
      .waitFor();
    expect(await seriousAxeViolations(dealer.page)).toEqual([]);

    // A first payment typed wrong (NZD 100 for the deposit): recorded, then rejected by staff.
    const dialog = await openRecordPayment(dealer.page);
    await dialog.getByLabel('Amount paid').fill('100');
    await dialog.getByText('= NZD 100.00').waitFor();
    await dialog.getByLabel(`Amount for ${proforma.number}`).fill('100');
    await attachProof(dialog);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await dealer.page.getByText('your payment of NZD 100.00 was recorded', { exact: false }).waitFor();

    await staff.page.goto('/admin/payments');
    await waitForPage(staff.page);
    const wrong = staff.page.getByRole('row').filter({ hasText: `${proforma.number}: NZD 100.00` });
    await wrong.getByRole('button', { name: /^Reject / }).click();
    const reject = staff.page.getByRole('dialog', { name: /^Reject NZD 100.00 from / });
    await reject.waitFor();
    expect(await reject.textContent()).toContain(
      `The payment will not count towards ${proforma.number} (NZD 100.00): the dealer still owes it.`,
    );
    await reject.getByLabel(/^Reason/).fill('Not received by our bank: please check the amount.');
    await shoot(staff.page, 'reject-dialog');
    await reject.getByRole('button', { name: 'Reject payment' }).click();
    await reject.waitFor({ state: 'hidden' });
    await wrong.getByText('Rejected').waitFor();

    // The dealer pays the deposit and NZD 50 more: the dialog says the rest stays as credit.
    await dealer.page.reload();
    await waitForPage(dealer.page);
    await dealer.page
      .getByRole('table', { name: 'Your payments' })
      .getByText('Not received by our bank: please check the amount.')
      .waitFor();
    const again = await openRecordPayment(dealer.page);
    const paidAmount = (Number(proforma.total) + 50).toFixed(2);
    await again.getByLabel('Amount paid').fill(money(paidAmount));
    await again.getByText(`= NZD ${money(paidAmount)}`).waitFor();
    await again.getByLabel('Reference').fill(proforma.number);
    await again.getByLabel(`Amount for ${proforma.number}`).fill(proforma.total);
    await attachProof(again);
    await shoot(dealer.page, 'record-payment-dialog');
    await again.getByRole('button', { name: 'Record payment' }).click();
    const credit = dealer.page.getByRole('alertdialog', { name: 'Record a payment that leaves credit?' });
    await credit.waitFor();
    expect(await credit.textContent()).toContain(
      'NZD 50.00 of this payment is not put on any invoice. It is more than the',
    );
    await shoot(dealer.page, 'credit-dialog');
    await credit.getByRole('button', { name: 'Record payment' }).click();
    await again.waitFor({ state: 'hidden' });
    await dealer.page.getByText(/your payment of NZD .* was recorded/).waitFor();
    await dealer.page
      .getByRole('table', { name: 'Your payments' })
      .getByText('Awaiting confirmation')
      .waitFor();

    // A payment waits on the proforma: it can no longer be voided.
    await staff.page.goto(`/admin/purchases/${purchaseId}`);
    await waitForPage(staff.page);
    await staff.page.getByTestId(`invoice-${proforma.number}`).waitFor();
    expect(await staff.page.getByRole('button', { name: `Void ${proforma.number}` }).count()).toBe(0);

    // The sales team confirms it, after a second look at what it counts towards.
    await staff.page.goto('/admin/payments');
    await waitForPage(staff.page);
    const pending = staff.page
      .getByRole('row')
      .filter({ hasText: `${proforma.number}: NZD ${money(proforma.total)}` })
      .first();
    await pending.waitFor();
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await pending.getByRole('button', { name: /^Confirm / }).click();
    const confirmAsk = staff.page.getByRole('alertdialog', { name: /^Confirm NZD .* from .*\?$/ });
    await confirmAsk.waitFor();
    expect(await confirmAsk.textContent()).toContain(`counts towards ${proforma.number}`);
    await confirmAsk.getByRole('button', { name: 'Confirm payment' }).click();
    await pending.getByText('Confirmed').waitFor();

    // The dealer sees the invoice paid and the payment confirmed.
    await dealer.page.reload();
    await waitForPage(dealer.page);
    const paid = dealer.page.getByTestId(`invoice-${proforma.number}`);
    await paid.getByText('Paid', { exact: true }).waitFor();
    await dealer.page.getByRole('table', { name: 'Your payments' }).getByText('Confirmed').first().waitFor();
    await dealer.page.getByTestId('balance-NZD').waitFor();

    // The account summary is his dashboard: the purchase by stage, the balance, the latest news.
    await dealer.page.goto('/account-summary');
    await waitForPage(dealer.page);
    const invoicesCard = dealer.page.getByRole('region', { name: 'Invoices due next' });
    await invoicesCard.getByTestId('balance-NZD').waitFor();
    expect(await invoicesCard.getByTestId('balance-NZD').textContent()).toContain('paid NZD');
    await dealer.page
      .getByRole('region', { name: 'Purchases by stage' })
      .getByText('Purchased', { exact: true })
      .waitFor();
    await dealer.page
      .getByRole('region', { name: 'Latest notifications' })
      .getByText(/Payment of NZD .* confirmed$/)
      .first()
      .waitFor();
    expect(await seriousAxeViolations(dealer.page)).toEqual([]);

    await dealer.context.close();
    await staff.context.close();
  });
});
