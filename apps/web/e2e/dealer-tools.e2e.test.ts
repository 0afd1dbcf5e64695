import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { staffMailbox } from './support/mailbox';

// Dealer tools journeys: a heart on a tile puts the vehicle on the watchlist; a member saves a search
// that finds nothing, the sales team lists a matching vehicle in the back office, and the member's
// bell and mailbox show it; 'Alert me when it arrives' with a note reaches the staff enquiries inbox.

const { memberPage, server } = setupE2e({ seedVehicles: 60, env: { DEV_MAILBOX: 'true' } });

/** The back office's Add vehicle form (the stock-admin journey walks its errors). */
async function addVehicle(
  page: Page,
  vehicle: { chassis: string; make: string; model: string; year: string },
) {
  await page.goto('/admin/stock/new');
  await waitForPage(page);
  const form = page.getByRole('form', { name: 'Vehicle' });
  await form.getByLabel('Chassis number').fill(vehicle.chassis);
  await form.getByLabel(/^Make/).fill(vehicle.make);
  await form.getByLabel(/^Model/).fill(vehicle.model);
  await form.getByLabel(/^Grade/).fill('G');
  await form.getByLabel(/^Year/).fill(vehicle.year);
  await form.getByLabel(/^Vehicle type/).fill('Sedan');
  await form.getByLabel(/^Mileage/).fill('42000');
  await form.getByLabel(/^Engine/).fill('5000');
  await form.getByLabel(/^Doors/).fill('4');
  await form.getByLabel(/^Fuel/).selectOption('Hybrid');
  await form.getByLabel(/^Colour/).fill('Black');
  await form.getByLabel(/^Condition grade/).selectOption('4.5');
  await form.getByLabel(/^Location/).fill('Yokohama');
  await form.getByLabel(/^Size class/).selectOption('large');
  await form.getByRole('textbox', { name: /^Price/ }).fill('5,200');
  await form.getByRole('button', { name: 'Save vehicle' }).click();
  // A Century costs more than most of the stock: the form asks once more before saving that price.
  const question = page.getByRole('alertdialog', { name: 'Is this price right?' });
  const added = page.getByText('The vehicle has been added.');
  await question.or(added).first().waitFor();
  if (await question.isVisible())
    await question.getByRole('button', { name: 'Yes, save this price' }).click();
  await added.waitFor();
}

describe('dealer tools', () => {
  test('a heart on a tile puts the vehicle on the watchlist, with its price, on every page', async () => {
    const { page, context } = await memberPage('nz@demo.local');
    await page.goto('/search');
    await waitForPage(page);
    const tile = page.getByRole('article').first();
    // The member search (prices) has replaced whatever showed while the session loaded.
    await tile.getByTestId('vehicle-price').waitFor();
    const name = (await tile.getAttribute('aria-label'))!;
    const heart = tile.getByRole('button', { name: `Add ${name} to watchlist` });
    await heart.click();
    await tile.getByRole('button', { name: `Remove ${name} from watchlist` }).waitFor();
    expect(
      await tile.getByRole('button', { name: `Remove ${name} from watchlist` }).getAttribute('aria-pressed'),
    ).toBe('true');
    const price = (await tile.getByTestId('vehicle-price').textContent())!;

    // My Accounts > Watchlist lists it with its price now and when added.
    await page.getByRole('button', { name: 'My Accounts' }).first().click();
    await page.getByRole('link', { name: 'Watchlist', exact: true }).click();
    await page.waitForURL('**/my-account/watchlist');
    const table = page.getByRole('table', { name: 'Watched vehicles' });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain(price);
    expect(await row.textContent()).toContain('Available');

    // The checklist page shows the same heart, pressed; the list is kept on the server (a new device).
    await row.getByRole('link', { name }).click();
    await page.getByRole('button', { name: `Remove ${name} from watchlist` }).waitFor();
    await context.close();
    const phone = await memberPage('nz@demo.local', mobile);
    await phone.page.goto('/my-account/watchlist');
    await waitForPage(phone.page);
    const phoneRow = phone.page.getByRole('row').filter({ hasText: name });
    await phoneRow.getByRole('button', { name: `Remove ${name} from watchlist` }).click();
    await phone.page.getByText('Your watchlist is empty.').waitFor();
    await phone.context.close();
  });

  test('a saved search alerts the member, by bell and e-mail, when staff list a matching vehicle', async () => {
    const member = await memberPage('nz@demo.local');
    const { page } = member;
    await page.goto('/search?make=Toyota&model=Century');
    await waitForPage(page);
    await page.getByText('No results found.').waitFor();
    await page.getByRole('button', { name: 'Alert me when it arrives' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alert me when it arrives' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Toyota Century');
    await dialog.getByLabel('Alerts').selectOption({ label: 'Instant' });
    await dialog.getByRole('button', { name: 'Save and alert me' }).click();
    await dialog.getByText('Search saved. We will tell you when new vehicles match it.').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    const staff = await memberPage('sales@demo.local');
    const chassis = `UWG60-${String(Date.now()).slice(-7)}`;
    await addVehicle(staff.page, { chassis, make: 'Toyota', model: 'Century', year: '2019' });
    await staff.context.close();

    // The job the server runs every minute, run now.
    await server().runJob('saved-search-alerts');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText('1 new vehicle for "Toyota Century"')
      .waitFor();

    const mailbox = await staffMailbox(server().url);
    const mail = await mailbox.rawOf('nz@demo.local', /new vehicle for "Toyota Century"/);
    expect(mail).toContain(chassis);
    expect(mail).toMatch(/NZD [\d,]+/);

    // Saved Searches counts it until the search is opened; Open runs the search and finds the car.
    await page.goto('/my-account/saved-searches');
    await waitForPage(page);
    const row = page.getByRole('row').filter({ hasText: 'Toyota Century' });
    await row.getByText('1 new').waitFor();
    await row.getByRole('button', { name: 'Open Toyota Century' }).click();
    await page.waitForURL(/\/search\?(.+&)?make=Toyota&model=Century/);
    await page.getByRole('article', { name: '2019 Toyota Century G' }).waitFor();
    await page.goto('/my-account/saved-searches');
    await page
      .getByRole('row')
      .filter({ hasText: 'Toyota Century' })
      .getByText('None since last opened')
      .waitFor();
    await member.context.close();
  });

  test("'Alert me when it arrives' with a note is a sourcing request in the staff enquiries inbox", async () => {
    const member = await memberPage('jp@demo.local');
    await member.page.goto('/search?make=Mitsuoka&model=Orochi');
    await waitForPage(member.page);
    await member.page.getByRole('button', { name: 'Alert me when it arrives' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Alert me when it arrives' });
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save and alert me' }).click();
    await dialog.getByText('Please give the search a name (up to 80 characters).').waitFor();
    await dialog.getByLabel('Name').fill('Orochi for a collector');
    await dialog.getByLabel('Note for our sales team (optional)').fill('Any colour, up to JPY 4 million.');
    await dialog.getByRole('button', { name: 'Save and alert me' }).click();
    await dialog.getByText(/your request went to our sales team/).waitFor();
    await member.context.close();

    const staff = await memberPage('sales@demo.local');
    await staff.page.goto('/admin/enquiries?kind=sourcing');
    await waitForPage(staff.page);
    const row = staff.page.getByRole('row').filter({ hasText: 'Any colour, up to JPY 4 million.' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Sourcing request');
    await row.getByRole('link', { name: 'Mitsuoka Orochi' }).waitFor();
    await staff.context.close();
  });
  test('the pop-ups count live: a year range changes the Make & Model counts; the count before Apply is the result', async () => {
    const { page, context } = await memberPage('nz@demo.local');
    await page.goto('/search');
    await waitForPage(page);
    await page.getByRole('article').first().getByTestId('vehicle-price').waitFor();
    const makeCount = async () => {
      await page.getByRole('button', { name: /^Make & Model/ }).click();
      const toyota = page.getByRole('group', { name: 'Makes' }).getByRole('button', { name: /^Toyota/ });
      // The count beside the make, once the facets have answered.
      await expect
        .poll(async () => (await toyota.textContent())?.replace('Toyota', '').trim())
        .toMatch(/^\d+$/);
      const count = Number((await toyota.textContent())!.replace('Toyota', '').trim());
      await page.keyboard.press('Escape');
      return count;
    };
    const before = await makeCount();

    await page.getByRole('button', { name: /^Year Range/ }).click();
    const status = page.getByRole('status').filter({ hasText: /vehicles? match/ });
    await status.waitFor();
    const all = Number((await status.textContent())!.replace(/\D/g, ''));
    const low = page.getByRole('slider', { name: 'Minimum year' });
    await low.focus();
    // Up the years until fewer vehicles match (the demo stock is recent); the count follows the
    // slider before anything is applied.
    const shown = async () => Number((await status.textContent())!.replace(/\D/g, ''));
    for (let step = 0; step < 40 && (await shown()) === all; step += 1) {
      const year = Number(await low.getAttribute('aria-valuenow'));
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => low.getAttribute('aria-valuenow')).toBe(String(year + 1));
    }
    expect(await shown()).toBeLessThan(all);
    const minYear = (await low.getAttribute('aria-valuenow'))!;
    const promised = Number((await status.textContent())!.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/^\d+ TO \d+ OF \d+$/)
          .first()
          .textContent(),
      )
      .toMatch(new RegExp(`OF ${promised}$`));
    expect(new URL(page.url()).searchParams.get('minYear')).toBe(minYear);

    // Toyota's count is now the count of Toyotas from 2020.
    const after = await makeCount();
    expect(after).toBeLessThan(before);
    await context.close();
  });

  test('a destination port prices every tile C&F there, is kept in the URL, and sorts by that price', async () => {
    const { page, context } = await memberPage('jp@demo.local');
    await page.goto('/search?sortBy=price&sortOrder=ASC');
    await waitForPage(page);
    const port = page.getByLabel('Destination port');
    await port.waitFor();
    const first = page.getByRole('article').first();
    await expect.poll(() => first.getByTestId('price-label').textContent()).toMatch(/^C&F Price \(JPY\) · /);
    const usual = (await port.locator('option:checked').textContent())!;
    const other = (await port.locator('option').allTextContents()).find(
      (name) => name !== usual && name !== 'Your usual port',
    )!;
    await port.selectOption({ label: other });
    await page.waitForURL(/portId=\d+/);
    await expect
      .poll(() => first.getByTestId('price-label').textContent())
      .toBe(`C&F Price (JPY) · ${other}`);
    expect(await first.getByTestId('fob-price').textContent()).toMatch(/^FOB JPY [\d,]+$/);
    // Sorted by the C&F price to that port: ascending down the page.
    const prices = (await page.getByTestId('vehicle-price').allTextContents()).map((text) =>
      Number(text.replace(/\D/g, '')),
    );
    expect(prices.filter((n) => n > 0)).toEqual([...prices.filter((n) => n > 0)].sort((a, b) => a - b));
    await context.close();
  });
});
