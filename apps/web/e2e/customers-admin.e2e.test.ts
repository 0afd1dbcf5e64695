import { beforeAll, describe, expect, test } from 'vitest';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { login } from './support/fixtures';
import { staffMailbox } from './support/mailbox';

// Journeys: a new sign-up waits for the sales team, who approve it in /admin/customers; the
// member then sees prices. The back office is a 404 for a customer. Mail lands in DATA_DIR/mail and
// the sales team reads it through the development mailbox (DEV_MAILBOX=true).

const { server, openPage, memberPage } = setupE2e({ seedVehicles: 120, env: { DEV_MAILBOX: 'true' } });

let mailbox: Awaited<ReturnType<typeof staffMailbox>>;

beforeAll(async () => {
  mailbox = await staffMailbox(server().url);
});

describe('customers in the back office', () => {
  test('a visitor signs up, the sales team approves the sign-up, and the member then sees prices', async () => {
    const stamp = Date.now();
    const email = `dealer-${stamp}@journey.example`;
    const company = `Approval Motors ${stamp}`;
    const password = 'tangerine ferry 1987 glass';

    const member = await openPage(desktop);
    await member.page.goto('/account/signup');
    await waitForPage(member.page);
    await member.page.getByLabel('Company name').fill(company);
    await member.page.getByLabel('Contact name').fill('Ana Approval');
    await member.page.getByLabel('E-mail addresses').fill(email);
    await member.page.getByLabel('Country').selectOption({ label: 'New Zealand' });
    await member.page.getByLabel('Phone').fill('+64 9 555 0100');
    await member.page.getByLabel(/^Password/).fill(password);
    await member.page.getByLabel('Confirm password').fill(password);
    await member.page.getByRole('button', { name: 'Create account' }).click();
    await member.page.getByText('Your account has been created.').waitFor();
    await login(member.page, email, password);
    await member.page.goto('/search');
    await waitForPage(member.page);
    await member.page.getByText('PRICE SHOWN AFTER APPROVAL').first().waitFor();
    expect(await member.page.getByTestId('vehicle-price').count()).toBe(0);

    // The sales team finds the sign-up on the list's opening tab and approves it.
    const staff = await memberPage('sales@demo.local', desktop);
    await staff.page.goto('/admin/customers');
    await waitForPage(staff.page);
    const pendingTab = staff.page.getByRole('button', { name: /^Pending approval \d+$/ });
    expect(await pendingTab.getAttribute('aria-pressed')).toBe('true');
    await staff.page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
    await staff.page.getByRole('button', { name: 'Search', exact: true }).click();
    await staff.page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: company }).click();
    await staff.page.getByRole('heading', { name: company }).waitFor();
    await staff.page.getByRole('table', { name: 'Users' }).getByText(email).waitFor();
    await staff.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await staff.page.getByText('Approved. The customer now sees prices and has been e-mailed.').waitFor();
    expect(await staff.page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await staff.page.screenshot({ path: '/tmp/customers-admin-e2e-approved.png', fullPage: true });

    // The member is told by e-mail, and sees prices on their next request.
    expect(await mailbox.rawOf(email, /dealer account is approved/)).toContain('approved');
    await member.page.reload();
    await waitForPage(member.page);
    const price = member.page.getByTestId('vehicle-price').first();
    await price.waitFor();
    expect((await price.textContent())?.trim()).toMatch(/^NZD [\d,]+/);
    await member.context.close();
    await staff.context.close();
  });

  test('a customer who opens /admin/customers gets the 404 page', async () => {
    const { context, page } = await memberPage('nz@demo.local', mobile);
    await page.goto('/admin/customers');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('table', { name: 'Customers' }).count()).toBe(0);
    await context.close();
  });
});
