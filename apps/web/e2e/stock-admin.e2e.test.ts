import { describe, expect, test } from 'vitest';
import { waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';

// Journey: the sales team adds a vehicle in the back office and a dealer finds it in the
// member search straight away. (Photos have their own journey.)

const { memberPage } = setupE2e({ seedVehicles: 50 });

describe('back office stock', () => {
  test('staff add a vehicle through the form and a member finds it in the search', async () => {
    const chassis = `ZVW30-${String(Date.now()).slice(-7)}`;
    const staff = await memberPage('sales@demo.local');
    const { page } = staff;
    await page.goto('/admin/stock');
    await waitForPage(page);
    await page.getByRole('table', { name: 'Vehicles in stock' }).waitFor();
    await page.getByRole('link', { name: 'Add vehicle' }).click();
    await page.getByRole('heading', { name: 'Add vehicle' }).waitFor();

    // A first try without a price: the schema's message shows next to the field, nothing is saved.
    const form = page.getByRole('form', { name: 'Vehicle' });
    await form.getByLabel('Chassis number').fill(chassis.toLowerCase());
    await form.getByLabel(/^Make/).fill('Toyota');
    await form.getByLabel(/^Model/).fill('Prius');
    await form.getByLabel(/^Grade/).fill('S Touring');
    await form.getByLabel(/^Year/).fill('2017');
    await form.getByLabel(/^Month/).selectOption({ label: '6 Jun' });
    await form.getByLabel(/^Vehicle type/).fill('Hatchback');
    await form.getByLabel(/^Mileage/).fill('61000');
    await form.getByLabel(/^Engine/).fill('1800');
    await form.getByLabel(/^Doors/).fill('5');
    await form.getByLabel(/^Fuel/).selectOption('Hybrid');
    await form.getByLabel(/^Colour/).fill('Silver');
    await form.getByLabel(/^Condition grade/).selectOption('4.5');
    await form.getByLabel(/^Location/).fill('Yokohama');
    await form.getByLabel(/^Size class/).selectOption('medium');
    await form.getByRole('button', { name: 'Save vehicle' }).click();
    await form.getByText('Please enter the price.').waitFor();

    // Yen prices are typed in thousands; the field shows the full amount it read.
    await form.getByRole('textbox', { name: /^Price/ }).fill('980');
    await form.getByText('= JPY 980,000').waitFor();
    await form.getByRole('button', { name: 'Save vehicle' }).click();
    await page.waitForURL(/\/admin\/stock\/\d+$/);
    await page.getByText('The vehicle has been added.').waitFor();
    await page.getByRole('heading', { name: '2017 Toyota Prius S Touring' }).waitFor();
    expect(await page.getByRole('region', { name: 'Price history' }).textContent()).toContain('JPY 980,000');

    // The stock table finds it by part of its chassis number.
    await page.goto('/admin/stock');
    await page.getByRole('searchbox', { name: 'Search chassis or name' }).fill(chassis.slice(-7));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: chassis }).waitFor();
    await staff.context.close();

    // A New Zealand dealer searches for it: the tile shows it, priced in NZD.
    const member = await memberPage('nz@demo.local');
    await member.page.goto(`/search?freeText=${chassis}`);
    await waitForPage(member.page);
    const tile = member.page.getByRole('article', { name: '2017 Toyota Prius S Touring' });
    await tile.waitFor();
    expect(await tile.textContent()).toContain(chassis);
    await expect.poll(() => tile.getByTestId('vehicle-price').textContent()).toMatch(/^NZD [\d,]+$/);
    await member.context.close();
  });
});
