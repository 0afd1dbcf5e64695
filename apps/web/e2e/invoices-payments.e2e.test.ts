import { describe, expect, test } from 'vitest';
import { waitForPage } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { setupE2e } from './support/e2e';
import { sendOffer } from './support/offers';
import { apiAs } from './support/session';

// Issue 12 journey "staff issues the proforma, the dealer records a payment with a proof file, staff
// confirms": the NZ dealer's offer is accepted (through the API, the negotiation has its own journey),
// which issues the proforma, the dealer records the payment on /my-account/payment-collections with a
// PDF proof, staff confirm it at /admin/payments, and the dealer sees the invoice Paid and the balance.

const { memberPage } = setupE2e({ seedVehicles: 40 });

describe('invoices and payments', () => {
  test('the acceptance issues the proforma, the dealer records a payment with a proof, staff confirm, the dealer sees it paid', async () => {
    const dealer = await memberPage('nz@demo.local');
    const staff = await memberPage('sales@demo.local');

    // The deal: the dealer's offer, accepted by the sales team; then the proforma.
    const chassis = await sendOffer(dealer.page, '700');
    const inbox = await apiAs<{ offers: { id: number; chassis: string }[] }>(
      staff.page,
      'GET',
      '/admin/offers',
    );
    const offer = inbox.offers.filter((o) => o.chassis === chassis).at(-1)!;
    const { purchaseId } = await apiAs<{ purchaseId: number }>(
      staff.page,
      'POST',
      `/admin/offers/${offer.id}/accept`,
      { message: '' },
    );
    // The acceptance issued the proforma (deposit due in 7 days).
    const { invoices } = await apiAs<{ invoices: { number: string; total: string; kind: string }[] }>(
      dealer.page,
      'GET',
      `/invoices?purchaseId=${purchaseId}`,
    );
    const proforma = invoices.find((invoice) => invoice.kind === 'proforma')!;

    // The dealer's payment collections: the invoice is due; he records the payment with a PDF proof.
    await dealer.page.goto('/my-account/payment-collections');
    await waitForPage(dealer.page);
    const row = dealer.page.getByTestId(`invoice-${proforma.number}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Due');
    expect(await seriousAxeViolations(dealer.page)).toEqual([]);
    await dealer.page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = dealer.page.getByRole('dialog', { name: 'Record payment' });
    await dialog.waitFor();
    await dialog.getByLabel('Currency').selectOption('NZD');
    await dialog.getByLabel('Amount paid').fill(proforma.total);
    await dialog.getByLabel('Reference').fill(proforma.number);
    await dialog.getByLabel(`Amount for ${proforma.number}`).fill(proforma.total);
    await dialog.getByLabel(/^Proof of payment/).setInputFiles({
      name: 'tt-confirmation.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% T/T confirmation\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await dealer.page.getByText(/your payment of NZD .* was recorded/).waitFor();
    await dealer.page
      .getByRole('table', { name: 'Your payments' })
      .getByText('Awaiting confirmation')
      .waitFor();

    // The sales team confirms it.
    await staff.page.goto('/admin/payments');
    await waitForPage(staff.page);
    const pending = staff.page.getByRole('row').filter({ hasText: proforma.number }).first();
    await pending.waitFor();
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await pending.getByRole('button', { name: /^Confirm / }).click();
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
