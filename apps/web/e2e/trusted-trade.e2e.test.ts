import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { computeLandedPrice, groupThousands, type VehicleSearchItem } from '@ibc/domain';
import { desktop, mobile, waitForPage } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { setupE2e } from './support/e2e';
import { apiAs } from './support/session';

// The negotiation an exporter can trust with real money: the sales team's counter is typed as the
// dealer types his offers (thousands of yen, separators welcome, the full amount shown), a slip of
// the unit is refused beside the field, an amount above the list price is asked about first, and
// the dealer accepts only after a second look at what the counter comes to landed in his currency.

const { memberPage } = setupE2e({ seedVehicles: 60 });

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Screenshots of what is on screen at 1440 and 375 px wide; the page must fit both. */
async function lookAt(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/trusted-trade-${name}-1440.png` });
  await page.setViewportSize(mobile);
  expect(await fitsTheScreen(page), name).toBe(true);
  await page.screenshot({ path: `/tmp/trusted-trade-${name}-375.png` });
  await page.setViewportSize(desktop);
}

describe('a counter the dealer can trust', () => {
  test('staff counter in thousands of yen; slips refused; the dealer accepts after seeing the landed price', async () => {
    const dealer = await memberPage('nz@demo.local');
    const staff = await memberPage('sales@demo.local');

    // A yen car of the dealer's search, listed at a million yen or more (FOB, thousands of yen).
    const { vehicles } = await apiAs<{ vehicles: VehicleSearchItem[] }>(
      dealer.page,
      'POST',
      '/vehicles/postlog/search',
      { tab: 11, page: 1, pageSize: 128 },
    );
    const car = vehicles.find(
      (v) =>
        !v.isKapStock &&
        !v.isReserved &&
        v.priceDetails.negotiateCurrency === 'JPY' &&
        Number(v.priceDetails.basePrice) >= 1000,
    )!;
    const listK = Math.floor(Number(car.priceDetails.basePrice));
    const landedOf = (typedK: number) =>
      `NZD ${computeLandedPrice({ offer: typedK, exportRegion: car.pricingRegion, priceDetails: car.priceDetails }).formatted}`;
    const offerK = Math.round(listK * 0.8);
    const { offerId } = await apiAs<{ offerId: number }>(
      dealer.page,
      'POST',
      '/vehicle-auction/send-offer?isNZICP=false&isDduStock=false',
      {
        vehicleId: car.id,
        offerAmount: String(offerK * 1000),
        computedFees: computeLandedPrice({
          offer: offerK,
          exportRegion: car.pricingRegion,
          priceDetails: car.priceDetails,
        }).amount,
        comment: 'Is this your best price?',
        vehiclePrice: car.price,
        deliveryType: '',
        checklistLink: `/checklist?id=${car.id}`,
        tab: 11,
      },
    );

    // The sales team counter from the offer's page.
    await staff.page.goto(`/admin/offers/${offerId}`);
    await waitForPage(staff.page);
    await staff.page.getByRole('button', { name: 'Counter', exact: true }).click();
    const counter = staff.page.getByRole('dialog', { name: /^Counter offer on/ });
    const amount = counter.getByLabel(/^Amount/);
    const send = counter.getByRole('button', { name: 'Send counter offer' });
    await counter.getByText('In thousands of yen, as dealers type offers: 2,150 is JPY 2,150,000.').waitFor();
    expect(await counter.textContent()).toContain(`List price: JPY ${groupThousands(String(listK * 1000))}.`);

    // A slip: '1' is JPY 1,000 on a car of a million yen or more.
    await amount.fill('1');
    await counter.getByText('= JPY 1,000').waitFor();
    await send.click();
    await counter.getByText(/^JPY 1,000 cannot be right: it is far below half the list price/).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    // Another: the counter typed in whole yen is a thousand times too much.
    const counterK = Math.round(listK * 0.9);
    await amount.fill(String(counterK * 1000));
    await counter.getByText(`= JPY ${groupThousands(String(counterK * 1_000_000))}`).waitFor();
    await send.click();
    await counter
      .getByText(
        new RegExp(`^JPY ${groupThousands(String(counterK * 1_000_000))} cannot be right: it is far above`),
      )
      .waitFor();
    expect(await seriousAxeViolations(staff.page)).toEqual([]);
    await lookAt(staff.page, 'counter-refused');

    // Above the list price: asked first; Cancel keeps the dialog to type again.
    await amount.fill(groupThousands(String(listK + 100)));
    await send.click();
    const check = staff.page.getByRole('alertdialog', { name: 'Check the amount' });
    await check.getByText(/is above the list price \(JPY [\d,]+\)\. Is it right\?$/).waitFor();
    await lookAt(staff.page, 'counter-check');
    await check.getByRole('button', { name: 'Cancel' }).click();
    await check.waitFor({ state: 'hidden' });

    // The counter with a thousands separator, understood in full before it is sent.
    const typed = groupThousands(String(counterK));
    expect(typed).toContain(',');
    await amount.fill(typed);
    const full = `JPY ${groupThousands(String(counterK * 1000))}`;
    await counter.getByText(`= ${full}`).waitFor();
    await counter.getByLabel('Message').fill('Our best price for you.');
    await lookAt(staff.page, 'counter-dialog');
    await send.click();
    await staff.page.getByText('Counter offer sent.').waitFor();

    // The dealer sees what the counter comes to landed, next to the amount on the table.
    await dealer.page.goto(`/my-account/my-offer-history/${offerId}`);
    await waitForPage(dealer.page);
    const summary = dealer.page.getByRole('region', { name: 'Offer' });
    await summary.getByText(`${full}.00`).waitFor();
    expect(await dealer.page.getByTestId('current-landed-price').textContent()).toBe(landedOf(counterK));

    // Accept counter offer asks once more, with the consequence and the landed price.
    await dealer.page.getByRole('button', { name: 'Accept counter offer' }).click();
    const accept = dealer.page.getByRole('alertdialog', {
      name: new RegExp(`^Accept ${full}\\.00 for the `),
    });
    await accept.waitFor();
    expect(await accept.textContent()).toContain('the car is reserved for your company');
    expect(await accept.textContent()).toContain('proforma invoice for the deposit is issued, due in 7 days');
    expect(await accept.getByTestId('accept-landed-price').textContent()).toBe(landedOf(counterK));
    expect(await seriousAxeViolations(dealer.page)).toEqual([]);
    await lookAt(dealer.page, 'accept-dialog');
    await accept.getByRole('button', { name: 'Yes, accept' }).click();
    await dealer.page.getByText('You accepted the counter offer. The vehicle is reserved for you.').waitFor();
    await dealer.page.getByRole('link', { name: 'Open the purchase' }).first().waitFor();
    expect(await dealer.page.getByRole('button', { name: 'Accept counter offer' }).count()).toBe(0);
    await dealer.page.screenshot({ path: '/tmp/trusted-trade-accepted-1440.png', fullPage: true });

    await dealer.context.close();
    await staff.context.close();
  });
});
