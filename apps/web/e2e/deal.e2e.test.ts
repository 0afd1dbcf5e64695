import { describe, expect, test } from 'vitest';
import { mobile, waitForPage } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { setupE2e } from './support/e2e';
import { sendCounter, sendOffer } from './support/offers';
import { apiAs } from './support/session';

// The deal journey, two browser contexts side by side: the NZ dealer offers, the sales team counters
// from /admin/offers (in thousands of yen, as he offers), the dealer accepts the counter on the offer's
// thread after a second look at its landed price, the vehicle is reserved for him and the purchase's
// deal page shows the agreed price, the timeline and the consignee.

const { memberPage } = setupE2e({ seedVehicles: 60 });

describe('the deal after the offer', () => {
  test('dealer offers, staff counters, the dealer accepts and finds his purchase', async () => {
    const dealer = await memberPage('nz@demo.local');
    const staff = await memberPage('sales@demo.local');
    const chassis = await sendOffer(dealer.page, '600');

    // The sales team's inbox has it, waiting an answer; they counter.
    // The sales team's bell has the new offer.
    await staff.page.goto('/admin/offers');
    await waitForPage(staff.page);
    await staff.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
    // Oldest first: a retry's offer on the same car would be the last row.
    const row = staff.page.getByRole('row').filter({ hasText: chassis }).last();
    await row.waitFor();
    expect(await row.textContent()).toContain('Submitted');
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await row.getByRole('button', { name: 'Counter', exact: true }).click();
    const counter = staff.page.getByRole('dialog', { name: /^Counter offer on/ });
    await counter.getByLabel(/^Amount/).fill('abc');
    await counter.getByRole('button', { name: 'Send counter offer' }).click();
    await counter.getByText('Please enter the amount in figures, e.g. 2,150 or 2150.50.').waitFor();
    // Typed as the dealer types his offers: thousands of yen, the full amount shown as it is typed.
    await counter.getByLabel(/^Amount/).fill('650');
    await counter.getByText('= JPY 650,000').waitFor();
    await counter.getByLabel('Message').fill('Our best price, with mats.');
    await sendCounter(staff.page, counter);

    // The dealer's bell shows it without a reload; the notification opens the offer's thread.
    const bell = dealer.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    await dealer.page.getByRole('link', { name: /^Unread: Counter offer on .*JPY 650,000\.00/ }).click();
    await dealer.page.getByRole('heading', { level: 1, name: 'Offer' }).waitFor();
    const thread = dealer.page.getByRole('list', { name: 'Negotiation' });
    await thread.getByText('Our best price, with mats.').waitFor();
    expect(await thread.textContent()).toContain('JPY 650,000.00');
    expect(await seriousAxeViolations(dealer.page)).toEqual([]);
    // A second look before the binding step: what the counter comes to landed in his currency.
    const landedOnPage = await dealer.page.getByTestId('current-landed-price').textContent();
    expect(landedOnPage).toMatch(/^NZD [\d,]+\.\d{2}$/);
    await dealer.page.getByRole('button', { name: 'Accept counter offer' }).click();
    const accept = dealer.page.getByRole('alertdialog', { name: /^Accept JPY 650,000\.00 for / });
    expect(await accept.getByTestId('accept-landed-price').textContent()).toBe(landedOnPage);
    await accept.getByRole('button', { name: 'Yes, accept' }).click();
    await dealer.page.getByText('You accepted the counter offer. The vehicle is reserved for you.').waitFor();
    await dealer.page.screenshot({ path: '/tmp/deal-e2e-thread.png', fullPage: true });

    // The purchase: agreed price, timeline from 'Purchased', consignee editable before shipping.
    await dealer.page.getByRole('link', { name: 'Open the purchase' }).first().click();
    await dealer.page.waitForURL(/\/my-account\/purchases\/\d+$/);
    const deal = dealer.page.getByRole('region', { name: 'The deal' });
    await deal.getByText(chassis).waitFor();
    expect(await deal.textContent()).toContain('JPY 650,000.00');
    const timeline = dealer.page.getByRole('list', { name: 'Shipment timeline' });
    expect(await timeline.getByRole('listitem').first().textContent()).toMatch(
      /^Purchased · \d{1,2} \w{3,4} \d{4}$/,
    );
    await dealer.page.getByRole('textbox', { name: 'Notify party' }).fill('Auckland Customs Brokers Ltd');
    await dealer.page.getByRole('button', { name: 'Save consignee details' }).click();
    await dealer.page.getByText('Consignee details saved.').waitFor();
    expect(await seriousAxeViolations(dealer.page)).toEqual([]);
    await dealer.page.screenshot({ path: '/tmp/deal-e2e-purchase.png', fullPage: true });

    // The sales team moves it to the yard and books it on a voyage to Auckland; the dealer's deal page
    // shows the voyage and the stages reached.
    const dealUrl = new URL(dealer.page.url()).pathname;
    await staff.page.goto('/admin/purchases');
    await staff.page.getByRole('row').filter({ hasText: chassis }).getByRole('link').click();
    const stageForm = staff.page.getByRole('form', { name: 'Move to stage' });
    await stageForm.getByRole('combobox', { name: /^Stage/ }).selectOption('in-yard');
    await stageForm.getByRole('button', { name: 'Save stage' }).click();
    await staff.page.getByText('Moved to In yard. The dealer has been notified.').waitFor();
    const booking = staff.page.getByRole('form', { name: 'Book on a voyage' });
    const voyage = booking.getByRole('combobox', { name: /^Voyage to Auckland/ });
    await voyage.selectOption({ index: 1 });
    const vessel = ((await voyage.locator('option:checked').textContent()) ?? '').split(' from ')[0]!;
    await booking.getByRole('button', { name: 'Book' }).click();
    await staff.page.getByText(/^Booked on .* The dealer has been notified\.$/).waitFor();
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    // Staff upload the bill of lading on the sale's page.
    await staff.page.getByLabel('Document type').selectOption({ label: 'Bill of lading' });
    await staff.page.getByLabel(/^Document file/).setInputFiles({
      name: 'BL-TEST-001.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% bill of lading BL-TEST-001\n%%EOF\n'),
    });
    await staff.page.getByRole('button', { name: 'Upload document' }).click();
    await staff.page
      .getByText('Bill of lading BL-TEST-001.pdf uploaded; the dealer has been told.')
      .waitFor();
    await staff.page.screenshot({ path: '/tmp/deal-e2e-admin-purchase.png', fullPage: true });

    await dealer.page.goto(dealUrl);
    await dealer.page
      .getByRole('region', { name: 'The deal' })
      .getByText(new RegExp(`^${vessel} from`))
      .waitFor();
    const reached = dealer.page.getByRole('list', { name: 'Shipment timeline' }).getByRole('listitem');
    expect(await reached.nth(1).textContent()).toMatch(/^In yard · /);
    expect(await reached.nth(4).textContent()).toMatch(/^Booked on a voyage · /);
    // Once booked, the consignee is the sales team's to change.
    await dealer.page
      .getByText('The vehicle is booked for shipping: ask our sales team to change these.')
      .waitFor();

    // His offer history shows the answer; Purchases lists it; the staff inbox no longer waits on it.
    await dealer.page.goto('/my-account/my-offer-history');
    // (The status badge is in the row twice: the phone layout's copy is hidden at this width.)
    await dealer.page
      .getByRole('row')
      .filter({ hasText: chassis })
      .first()
      .getByText('Accepted')
      .last()
      .waitFor();
    await dealer.page.goto('/my-account/purchases');
    await dealer.page.getByRole('row').filter({ hasText: chassis }).getByText('Booked on a voyage').waitFor();
    // His bell has the booking and the B/L; his bills of lading list it, and it downloads as sent.
    await dealer.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await dealer.page.getByRole('link', { name: /^Unread: Bill of lading added for / }).waitFor();
    await dealer.page
      .getByRole('link', { name: /^Unread: .*booked on / })
      .first()
      .waitFor();
    await dealer.page.keyboard.press('Escape');
    await dealer.page.goto('/my-account/bill-of-lading');
    const download = dealer.page.waitForEvent('download');
    await dealer.page
      .getByRole('button', { name: 'Download Bill of lading BL-TEST-001.pdf' })
      .first()
      .click();
    expect((await download).suggestedFilename()).toBe('BL-TEST-001.pdf');
    expect(await seriousAxeViolations(dealer.page)).toEqual([]);
    // The shipping schedule shows his own vehicle on its voyage above the general schedule.
    await dealer.page.goto('/my-account/shipping-schedule');
    await dealer.page
      .getByRole('table', { name: 'Your vehicles on their voyages' })
      .getByRole('row')
      .filter({ hasText: chassis })
      .getByText(vessel, { exact: false })
      .waitFor();
    await staff.page.goto('/admin/offers?status=accepted');
    await staff.page.getByRole('row').filter({ hasText: chassis }).getByText('Accepted').waitFor();
    await dealer.context.close();
    await staff.context.close();
  });

  test('the offers inbox and the purchases page work on a phone', async () => {
    const staff = await memberPage('sales@demo.local', mobile);
    await staff.page.goto('/admin/offers');
    await staff.page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor();
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await staff.context.close();
    const dealer = await memberPage('nz@demo.local', mobile);
    await dealer.page.goto('/my-account/purchases');
    await dealer.page.getByRole('heading', { level: 1, name: 'Purchases' }).waitFor();
    expect(await dealer.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    // The deal page (invoices, payments, documents), the account summary and payment collections fit a
    // phone too: their tables show each row as a card.
    const { purchases } = await apiAs<{ purchases: { id: number }[] }>(dealer.page, 'GET', '/purchases');
    const purchaseId = purchases[0]!.id;
    for (const [path, ready] of [
      [
        `/my-account/purchases/${purchaseId}`,
        dealer.page.getByRole('table', { name: 'Invoices of this purchase' }),
      ],
      ['/account-summary', dealer.page.getByRole('list', { name: 'Invoices due next' })],
      ['/my-account/payment-collections', dealer.page.getByTestId('balance-NZD')],
    ] as const) {
      await dealer.page.goto(path);
      await ready.waitFor();
      expect(
        await dealer.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        path,
      ).toBe(true);
    }
    // On the deal page an invoice's status and its PDF are on screen without scrolling sideways: the
    // table's rows are cards, nothing in it is wider than its card.
    await dealer.page.goto(`/my-account/purchases/${purchaseId}`);
    const invoices = dealer.page.getByRole('region', { name: 'Invoices of this purchase' });
    await invoices
      .getByRole('button', { name: /^PDF of IBC-/ })
      .first()
      .waitFor();
    for (const name of ['Invoices of this purchase', 'Payments towards this purchase']) {
      const region = dealer.page.getByRole('region', { name });
      if ((await region.count()) === 0) continue;
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
    }
    await dealer.context.close();
  });
});
