import { describe, expect, test } from 'vitest';
import { mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { demoPassword, demoStaffCode } from './support/session';

// Journeys: the sales team signs in to the back office and reads the dashboard; writes an
// announcement that members then see as a pop-up; and uses the back office on a phone.

const { openPage, memberPage } = setupE2e({ seedVehicles: 20 });

const NAV = [
  'Dashboard',
  'Offers',
  'Purchases',
  'Stock',
  'Customers',
  'Forex rates',
  'Shipping schedule',
  'Announcements',
  'Mail outbox',
  'Activity log',
];

describe('back office', () => {
  test('a staff user signs in and lands on the dashboard, with its figures and the navigation', async () => {
    const { context, page } = await openPage();
    await page.goto('/account/login');
    await waitForPage(page);
    await page.getByLabel('Email').fill('sales@demo.local');
    await page.getByLabel(/^Password/).fill(demoPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    // Staff sign in in two steps: the demo's authenticator code, as the README tells a newcomer.
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.getByLabel('Authentication code').fill(demoStaffCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The figures are the database's: the seed's 20 vehicles, each counted under its status.
    const figure = async (label: string) => {
      const text = (await page.getByRole('link', { name: new RegExp(`^${label}`) }).textContent()) ?? '';
      return Number(
        text
          .slice(label.length)
          .match(/^[\d,]+/)?.[0]
          .replaceAll(',', ''),
      );
    };
    await page.getByRole('link', { name: /^Available/ }).waitFor();
    const byStatus = await Promise.all(['Available', 'Reserved', 'Sold', 'Withdrawn'].map(figure));
    expect(byStatus.reduce((sum, n) => sum + n, 0)).toBe(20);
    expect(byStatus[0]).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /^Available/ }).getAttribute('href')).toBe(
      '/admin/stock?status=available',
    );
    for (const name of [
      /^Sign-ups waiting approval/,
      /^Undeliverable mail/,
      /^Listed this week/,
      /^Offers waiting an answer/,
    ])
      await page.getByRole('link', { name }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Back office' });
    for (const name of NAV) await nav.getByRole('link', { name, exact: true }).waitFor();
    await context.close();
  });

  test('staff create an announcement for everyone starting today, and a member sees the pop-up', async () => {
    const title = `Typhoon Kong-rey: Yokohama port closed ${Date.now()}`;
    const staff = await memberPage('sales@demo.local');
    const { page } = staff;
    await page.goto('/admin/announcements/new');
    await waitForPage(page);
    const form = page.getByRole('form', { name: 'Announcement' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    const editor = form.getByRole('textbox', { name: 'Announcement' });
    await editor.click();
    await page.keyboard.type('Loading at Yokohama resumes on Friday.');
    // The first day defaults to today; audience everyone.
    expect(await form.getByRole('combobox', { name: /Who sees it/ }).inputValue()).toBe('everyone');

    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: title });
    await preview.getByText('Loading at Yokohama resumes on Friday.').waitFor();
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });

    await form.getByRole('button', { name: 'Save announcement' }).click();
    await page.getByText('The announcement is saved. It is live').waitFor();
    await page.goto('/admin/announcements');
    const row = page
      .getByRole('table', { name: 'Announcements' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect.poll(() => row.textContent()).toContain('Live');
    await staff.context.close();

    const member = await memberPage('ddu@demo.local');
    await member.page.goto('/account-summary');
    const popup = member.page.getByRole('dialog', { name: title });
    await popup.waitFor();
    expect(await popup.textContent()).toContain('Loading at Yokohama resumes on Friday.');
    await member.context.close();
  });

  test('at 375 px the back-office menu opens from Open menu and shows the navigation', async () => {
    const { context, page } = await memberPage('sales@demo.local', mobile);
    await page.goto('/admin');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.locator('#admin-mobile-menu').getByRole('navigation', { name: 'Back office' });
    for (const name of NAV) await nav.getByRole('link', { name, exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Activity log', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Activity log' }).waitFor();
    // The page fits the phone: nothing but the tables scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
