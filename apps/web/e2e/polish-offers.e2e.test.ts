import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { computeLandedPrice, offerAmountToSend, type VehicleSearchItem } from '@ibc/domain';
import { mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { openOfferModal } from './support/offers';
import { apiAs } from './support/session';

// "Offers and prices": KAP stock asks for a price (tile, modal, offer history, staff inbox);
// every amount of the price details names its currency; a server fault reads as a short sentence; long
// vehicle names in the offer history end in an ellipsis on a phone.

const { openPage, memberPage } = setupE2e({ seedVehicles: 300, env: { DEV_MAILBOX: 'true' } });

type SearchAnswer = { vehicles: VehicleSearchItem[] };
const allStock = (page: Page) =>
  apiAs<SearchAnswer>(page, 'POST', '/vehicles/postlog/search', { tab: 11, page: 1, pageSize: 5000 });

/** The first tile of yen stock (it has an FOB price beside its C&F or landed price). */
const yenTile = (page: Page) =>
  page
    .getByRole('article')
    .filter({ has: page.getByTestId('fob-price') })
    .first();

/** The text of each row of that tile's open price details, as [label, value] pairs. */
async function priceDetailRows(page: Page): Promise<[string, string][]> {
  const tile = yenTile(page);
  await tile.getByText('Price details').click();
  const list = tile.locator('details dl');
  await list.locator('dd').first().waitFor();
  const labels = await list.locator('dt').allTextContents();
  const values = await list.locator('dd').allTextContents();
  return labels.map((label, i) => [label, values[i]!]);
}

describe('offers and prices', () => {
  test('a KAP unit asks for the price; the enquiry is in My offer history and the staff inbox', async () => {
    const { context, page } = await memberPage('nz@demo.local');
    const kap = (await allStock(page)).vehicles.find((v) => v.isKapStock && !v.isReserved)!;
    expect(kap.price).toBe('NZD 0');
    await page.goto(`/search?freeText=${kap.chassis}`);
    const tile = page.getByRole('article', { name: kap.vehicleFullname });
    await tile.waitFor();
    expect(await tile.getByTestId('vehicle-price').textContent()).toBe('Price on enquiry');
    expect(await tile.textContent()).not.toContain('NZD 0');
    expect(await tile.getByRole('button', { name: 'Offer', exact: true }).count()).toBe(0);
    await tile.screenshot({ path: '/tmp/polish-offers-kap-tile.png' });

    await tile.getByRole('button', { name: 'Ask for price' }).click();
    const dialog = page.getByRole('dialog', { name: 'ASK FOR THE PRICE' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Send Offer via Email' }).count()).toBe(0);
    expect(await dialog.textContent()).not.toContain('NZD 0');
    await page.screenshot({ path: '/tmp/polish-offers-kap-modal.png' });
    await dialog.getByLabel('Comment').fill('Is the price negotiable?');
    await dialog.getByRole('button', { name: 'Send price enquiry' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Your price enquiry has been sent.', { exact: false }).waitFor();

    await page.goto('/my-account/my-offer-history');
    await waitForPage(page);
    const row = page.getByRole('row').filter({ hasText: kap.chassis });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Price enquiry');
    expect(text).toContain('Awaiting price');
    expect(text).not.toContain('NZD 0');
    await context.close();

    const staff = await memberPage('sales@demo.local');
    await staff.page.goto('/admin/offers');
    const inboxRow = staff.page.getByRole('row').filter({ hasText: kap.chassis });
    await inboxRow.waitFor();
    expect(await inboxRow.textContent()).toContain('Awaiting price');
    await staff.context.close();
  });

  test('price details name the currency of every amount and leave out lines that do not apply', async () => {
    const amount = /^(JPY|NZD) \d{1,3}(,\d{3})*\.\d{2}$/;
    const nz = await memberPage('nz@demo.local', mobile);
    await nz.page.goto('/search');
    const nzRows = await priceDetailRows(nz.page);
    await yenTile(nz.page).screenshot({ path: '/tmp/polish-offers-price-nz.png' });
    const nzLabels = nzRows.map(([label]) => label);
    expect(nzLabels).toEqual(expect.arrayContaining(['Forex', 'OFS fees', 'GST']));
    for (const [label, value] of nzRows) {
      if (label === 'Forex') expect(value).toMatch(/^NZD 1 = JPY [\d.]+$/);
      else if (label === 'GST') expect(value).toMatch(/^\d+(\.\d+)?%$/);
      else expect(value, label).toMatch(amount);
    }
    expect(nzRows.find(([label]) => label === 'OFS fees')![1]).toMatch(/^NZD /);
    await nz.context.close();

    const jp = await memberPage('jp@demo.local', mobile);
    await jp.page.goto('/search');
    const jpRows = await priceDetailRows(jp.page);
    await yenTile(jp.page).screenshot({ path: '/tmp/polish-offers-price-jp.png' });
    const jpLabels = jpRows.map(([label]) => label);
    for (const absent of ['Forex', 'GST', 'OFS fees']) expect(jpLabels).not.toContain(absent);
    for (const [label, value] of jpRows) expect(value, label).toMatch(/^JPY \d{1,3}(,\d{3})*\.\d{2}$/);
    await jp.context.close();
  });

  test('a server fault shows a short message; the modal stays open with what was typed', async () => {
    const { context, page } = await memberPage('nz@demo.local');
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/vehicle-auction/send-offer**', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
    );
    await page.goto('/search');
    await waitForPage(page);
    const dialog = await openOfferModal(page);
    await dialog.getByLabel('Offer price').fill('650');
    await dialog.getByLabel('Comment').fill('Mats included?');
    await dialog.getByRole('button', { name: 'Send Offer via Email' }).click();
    const alert = dialog.getByText('We could not send your offer. Please try again in a moment.');
    await alert.waitFor();
    expect(await dialog.textContent()).not.toContain('boom');
    expect(await dialog.getByLabel('Offer price').inputValue()).toBe('650');
    expect(await dialog.getByLabel('Comment').inputValue()).toBe('Mats included?');
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(() => logged.some((text) => text.includes('could not be sent'))).toBe(true);
    await context.close();
  });

  test('My offer history ends a long vehicle name in an ellipsis and fits a phone', async () => {
    const setup = await memberPage('nz@demo.local');
    const priced = (await allStock(setup.page)).vehicles.filter((v) => !v.isKapStock && !v.isReserved);
    const longest = priced.reduce((a, b) => (b.vehicleFullname.length > a.vehicleFullname.length ? b : a));
    const typed = '900';
    await apiAs(setup.page, 'POST', '/vehicle-auction/send-offer?isNZICP=false&isDduStock=false', {
      vehicleId: longest.id,
      offerAmount: offerAmountToSend(typed, longest.priceDetails.negotiateCurrency),
      computedFees: computeLandedPrice({
        offer: typed,
        exportRegion: longest.pricingRegion,
        priceDetails: longest.priceDetails,
      }).amount,
      comment: '',
      vehiclePrice: longest.price,
      deliveryType: '',
      checklistLink: `/checklist?id=${longest.id}`,
      tab: 11,
    });
    const token = await setup.page.evaluate(() => localStorage.getItem('ibc.token'));
    await setup.context.close();

    for (const width of [375, 320]) {
      const { context, page } = await openPage({ width, height: 800 });
      await page.goto('/');
      await page.evaluate((stored) => {
        localStorage.setItem('ibc.token', stored!);
        document.cookie = 'isAuthenticated=true; path=/; samesite=lax';
      }, token);
      await page.goto('/my-account/my-offer-history');
      const name = page
        .getByRole('row')
        .filter({ hasText: longest.chassis })
        .getByTestId('offer-vehicle-name')
        .filter({ visible: true });
      await name.waitFor();
      const box = await name.evaluate((el) => ({
        textOverflow: getComputedStyle(el).textOverflow,
        cut: el.scrollWidth > el.clientWidth,
        right: el.getBoundingClientRect().right,
        title: el.getAttribute('title'),
      }));
      expect(box.textOverflow).toBe('ellipsis');
      expect(box.cut).toBe(true);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.title).toBe(longest.vehicleFullname);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (width === 375)
        await page.screenshot({ path: '/tmp/polish-offers-history-375.png', fullPage: true });
      await context.close();
    }
  });
});
