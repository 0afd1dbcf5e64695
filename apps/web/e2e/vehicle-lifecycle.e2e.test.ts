import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  computeLandedPrice,
  groupThousands,
  offerAmountToSend,
  type StockPriceRanges,
  type VehicleSearchItem,
} from '@ibc/domain';
import { desktop, mobile as phone, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { apiAs } from './support/session';

// A car's life in the back office and on the dealer's side: staff list it with its yen price typed
// in thousands (a slip of whole yen is refused, a price outside what the stock holds asked about),
// withdraw it through the dialog and it leaves the dealers' search, put it back on sale; once an
// offer is accepted the buyer reads 'Reserved for you', another dealer 'Reserved', and the stock page
// has no button left: the car goes back on sale only by cancelling its purchase.

const { memberPage } = setupE2e({ seedVehicles: 50 });

async function shoot(page: Page, name: string, viewport: { width: number; height: number } = desktop) {
  await page.setViewportSize(viewport);
  await page.screenshot({ path: `/tmp/vehicle-lifecycle-${name}.png`, fullPage: false });
}

describe('a vehicle from listing to reserved', () => {
  test('price typed in thousands, withdrawn through the dialog, then reserved for its buyer', async () => {
    const chassis = `NHP10-${String(Date.now()).slice(-7)}`;
    const staff = await memberPage('sales@demo.local');
    const { page } = staff;
    const { ranges } = await apiAs<StockPriceRanges>(page, 'GET', '/admin/stock/price-ranges');
    const jpy = ranges.find((range) => range.currency === 'JPY')!;

    await page.goto('/admin/stock/new');
    await waitForPage(page);
    await page.getByRole('heading', { name: 'Add vehicle' }).waitFor();
    const form = page.getByRole('form', { name: 'Vehicle' });
    await form.getByLabel('Chassis number').fill(chassis);
    await form.getByLabel(/^Make/).fill('Toyota');
    await form.getByLabel(/^Model/).fill('Aqua');
    await form.getByLabel(/^Grade/).fill('G');
    await form.getByLabel(/^Year/).fill('2018');
    await form.getByLabel(/^Vehicle type/).fill('Hatchback');
    await form.getByLabel(/^Mileage/).fill('48000');
    await form.getByLabel(/^Engine/).fill('1500');
    await form.getByLabel(/^Doors/).fill('5');
    await form.getByLabel(/^Fuel/).selectOption('Hybrid');
    await form.getByLabel(/^Colour/).fill('Pearl White');
    await form.getByLabel(/^Condition grade/).selectOption('4.5');
    await form.getByLabel(/^Location/).fill('Yokohama');

    // Whole yen typed into the thousands field: the field reads it back, and the slip is refused.
    const price = form.getByRole('textbox', { name: /^Price/ });
    const priceSection = page.getByRole('region', { name: 'Price' });
    await price.fill('1,234,000');
    await form.getByText('= JPY 1,234,000,000').waitFor();
    await form.getByText('In thousands of yen: 650 is JPY 650,000.').waitFor();
    await form.getByRole('button', { name: 'Save vehicle' }).click();
    await form
      .getByText(/^JPY 1,234,000,000 cannot be right: it is far above the highest usual price/)
      .waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    await priceSection.scrollIntoViewIfNeeded();
    await priceSection.screenshot({ path: '/tmp/vehicle-lifecycle-price-refused-1440.png' });
    await page.setViewportSize(phone);
    await priceSection.scrollIntoViewIfNeeded();
    await priceSection.screenshot({ path: '/tmp/vehicle-lifecycle-price-refused-375.png' });
    await page.setViewportSize(desktop);
    expect(page.url()).toMatch(/\/admin\/stock\/new$/);

    // Twice the highest usual price of the stock: no slip, but asked once more before saving.
    const askedK = groupThousands(String(Math.ceil(Number(jpy.high) * 2)));
    await price.fill(askedK);
    await form.getByText(`= JPY ${askedK},000`).waitFor();
    await form.getByRole('button', { name: 'Save vehicle' }).click();
    const question = page.getByRole('alertdialog', { name: 'Is this price right?' });
    await question.waitFor();
    expect(await question.textContent()).toContain(
      `JPY ${askedK},000 is above the highest usual price in stock`,
    );
    await shoot(page, 'price-question-1440');
    await question.getByRole('button', { name: 'Cancel' }).click();
    // A usual price: saved without a question.
    await price.fill(groupThousands(String(Math.round((Number(jpy.low) + Number(jpy.high)) / 2))));
    await form.getByRole('button', { name: 'Save vehicle' }).click();
    await page.waitForURL(/\/admin\/stock\/\d+$/);
    await page.getByText('The vehicle has been added.').waitFor();
    const vehicleId = Number(new URL(page.url()).pathname.split('/').at(-1));

    // The dealer finds it in his search.
    const dealer = await memberPage('nz@demo.local');
    const searchFor = async (who: Page) => {
      await who.goto(`/search?freeText=${chassis}`);
      await waitForPage(who);
    };
    await searchFor(dealer.page);
    const tile = dealer.page.getByRole('article', { name: '2018 Toyota Aqua G' });
    await tile.waitFor();

    // Staff withdraw it: the dialog says what happens, and it leaves the dealer's search.
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByRole('button', { name: 'Withdraw from sale' }).waitFor();
    await status.screenshot({ path: '/tmp/vehicle-lifecycle-status-available-1440.png' });
    await status.getByRole('button', { name: 'Withdraw from sale' }).click();
    const withdraw = page.getByRole('alertdialog', { name: `Withdraw Toyota Aqua ${chassis} from sale?` });
    await withdraw.waitFor();
    expect(await withdraw.textContent()).toContain('It leaves the members’ searches');
    await shoot(page, 'withdraw-dialog-1440');
    await page.setViewportSize(phone);
    await shoot(page, 'withdraw-dialog-375', phone);
    await page.setViewportSize(desktop);
    await withdraw.getByRole('button', { name: 'Withdraw from sale' }).click();
    await status.getByText('Status changed to withdrawn.').waitFor();
    await searchFor(dealer.page);
    await dealer.page.getByText('No results found.').waitFor();
    expect(await tile.count()).toBe(0);

    // Back on sale, and an offer of the dealer accepted by the sales team.
    await status.getByRole('button', { name: 'Put back on sale' }).click();
    await page.getByRole('alertdialog', { name: /^Put Toyota Aqua .* back on sale\?$/ }).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Put back on sale' }).click();
    await status.getByText('Status changed to available.').waitFor();
    const { vehicles } = await apiAs<{ vehicles: VehicleSearchItem[] }>(
      dealer.page,
      'POST',
      '/vehicles/postlog/search',
      { tab: 11, freeText: chassis },
    );
    const car = vehicles[0]!;
    expect(car.id).toBe(vehicleId);
    const typed = car.priceDetails.basePrice;
    const { offerId } = await apiAs<{ offerId: number }>(
      dealer.page,
      'POST',
      '/vehicle-auction/send-offer?isNZICP=false&isDduStock=false',
      {
        vehicleId,
        offerAmount: offerAmountToSend(typed, car.priceDetails.negotiateCurrency),
        computedFees: computeLandedPrice({
          offer: typed,
          exportRegion: car.pricingRegion,
          priceDetails: car.priceDetails,
        }).amount,
        comment: '',
        vehiclePrice: car.price,
        deliveryType: '',
        checklistLink: `/checklist?id=${vehicleId}`,
        tab: 11,
      },
    );
    const { purchaseId } = await apiAs<{ purchaseId: number }>(
      page,
      'POST',
      `/admin/offers/${offerId}/accept`,
      {},
    );

    // The buyer reads 'Reserved for you' on his car, on a desktop and on a phone.
    await searchFor(dealer.page);
    await tile.waitFor();
    await tile.getByText('Reserved for you').waitFor();
    expect(await tile.getByRole('button', { name: 'Offer' }).count()).toBe(0);
    await tile.scrollIntoViewIfNeeded();
    await tile.screenshot({ path: '/tmp/vehicle-lifecycle-reserved-for-you-1440.png' });
    await dealer.page.setViewportSize(phone);
    await tile.scrollIntoViewIfNeeded();
    await tile.screenshot({ path: '/tmp/vehicle-lifecycle-reserved-for-you-375.png' });
    await shoot(dealer.page, 'search-reserved-for-you-375', phone);
    await dealer.page.goto(`/checklist?id=${vehicleId}`);
    await waitForPage(dealer.page);
    await dealer.page.getByText('Reserved for you').waitFor();
    await shoot(dealer.page, 'checklist-reserved-for-you-375', phone);

    // Another dealer reads the plain marker.
    const other = await memberPage('ddu@demo.local');
    await searchFor(other.page);
    const theirs = other.page.getByRole('article', { name: '2018 Toyota Aqua G' });
    await theirs.waitFor();
    expect(await theirs.textContent()).toContain('Reserved');
    expect(await theirs.textContent()).not.toContain('Reserved for you');

    // The stock page has no button left: its purchase holds it.
    await page.reload();
    await waitForPage(page);
    await status
      .getByText(/A purchase holds this vehicle: it goes back on sale only by cancelling its purchase\./)
      .waitFor();
    expect(await status.getByRole('button').count()).toBe(0);
    expect(
      await status.getByRole('link', { name: `Open purchase #${purchaseId}` }).getAttribute('href'),
    ).toBe(`/admin/purchases/${purchaseId}`);
    await status.screenshot({ path: '/tmp/vehicle-lifecycle-status-held-1440.png' });
    await page.setViewportSize(phone);
    await status.scrollIntoViewIfNeeded();
    await status.screenshot({ path: '/tmp/vehicle-lifecycle-status-held-375.png' });

    await Promise.all([staff.context.close(), dealer.context.close(), other.context.close()]);
  });
});
