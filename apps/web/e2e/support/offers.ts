import type { Locator, Page } from 'playwright-core';
import { waitForPage } from './browser';
import { apiAs } from './session';

/**
 * Opens the Send Offer modal from the first tile of the member search whose vehicle has a price (KAP
 * stock opens a price enquiry instead, without an offer price).
 */
export async function openOfferModal(page: Page): Promise<Locator> {
  const offerButtons = page.getByRole('button', { name: 'Offer', exact: true });
  await offerButtons.first().waitFor();
  const count = await offerButtons.count();
  for (let i = 0; i < count; i++) {
    await offerButtons.nth(i).click();
    const dialog = page.getByRole('dialog', { name: 'SEND YOUR OFFER' });
    await dialog.waitFor();
    if ((await dialog.getByLabel('Offer price').count()) > 0) return dialog;
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  throw new Error('no priced vehicle on the first page');
}

/** The signed-in dealer sends an offer of `amount` from the member search; returns the chassis. */
export async function sendOffer(page: Page, amount: string): Promise<string> {
  await page.goto('/search');
  await waitForPage(page);
  const dialog = await openOfferModal(page);
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

/**
 * The sales team accepts, through the API, the newest offer on the car of `chassis` (journeys that
 * walk what comes after the deal; deal.e2e and trusted-trade walk the acceptance itself).
 */
export async function acceptOfferOn(
  staffPage: Page,
  chassis: string,
): Promise<{ offerId: number; purchaseId: number }> {
  // The newest open offers are last in the inbox (oldest first): a page as long as it gets.
  const { items } = await apiAs<{ items: { id: number; chassis: string }[] }>(
    staffPage,
    'GET',
    '/admin/offers?pageSize=200',
  );
  const offerId = items.filter((offer) => offer.chassis === chassis).at(-1)!.id;
  const { purchaseId } = await apiAs<{ purchaseId: number }>(
    staffPage,
    'POST',
    `/admin/offers/${offerId}/accept`,
    { message: '' },
  );
  return { offerId, purchaseId };
}

/**
 * Sends the staff counter typed in `dialog` and, when the amount is far from the car's list price,
 * confirms it in the 'Check the amount' question (the seeded car's price decides whether it asks).
 */
export async function sendCounter(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Send counter offer' }).click();
  const check = page.getByRole('alertdialog', { name: 'Check the amount' });
  const sent = page.getByText('Counter offer sent.');
  await check.or(sent).first().waitFor();
  if (await check.isVisible()) await check.getByRole('button', { name: 'Send this amount' }).click();
  await sent.waitFor();
}
