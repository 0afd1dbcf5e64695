import { beforeAll, describe, expect, test } from 'vitest';
import { mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { openOfferModal } from './support/offers';
import { staffMailbox } from './support/mailbox';
import { signInAs } from './support/session';

// Journeys: the Send Offer modal from a tile, offer history, the contact form, the
// e-mailed checklist. No SMTP_URL here: mail lands in DATA_DIR/mail, and with DEV_MAILBOX=true the
// sales team reads it at /api/dev/mail.

const { server, openPage, memberPage } = setupE2e({ seedVehicles: 300, env: { DEV_MAILBOX: 'true' } });

let mailbox: Awaited<ReturnType<typeof staffMailbox>>;

beforeAll(async () => {
  mailbox = await staffMailbox(server().url);
});

describe('offers', () => {
  test('member sends an offer from a tile and finds it in the offer history', async () => {
    const { context, page } = await memberPage('nz@demo.local');
    await page.goto('/search');
    await waitForPage(page);

    // Escape closes the modal; focus stays inside while it is open.
    let dialog = await openOfferModal(page);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    dialog = await openOfferModal(page);
    const chassis = (await dialog
      .getByRole('link', { name: /^[A-Z0-9]+-\d+$/ })
      .first()
      .textContent())!.trim();
    expect(await dialog.getByRole('link', { name: chassis }).getAttribute('href')).toMatch(
      /^\/checklist\?id=\d+$/,
    );

    // The breakdown follows the typed offer.
    const landed = dialog.getByTestId('landed-price');
    expect(await landed.textContent()).toBe('—');
    const price = dialog.getByLabel('Offer price');
    await price.fill('600');
    const at600 = await landed.textContent();
    expect(at600).toMatch(/^[A-Z]{3} [\d,]+\.\d{2}$/);
    await price.fill('650');
    expect(await landed.textContent()).not.toBe(at600);

    // Both validation messages, and nothing sent.
    await price.fill('0');
    await dialog.getByRole('checkbox', { name: /terms of trade/ }).uncheck();
    await dialog.getByRole('button', { name: 'Send Offer via Email' }).click();
    await dialog.getByText('Invalid offer price.').waitFor();
    await dialog.getByText('Please agree to our terms of trade.').waitFor();

    // A valid offer: the modal closes and a confirmation shows.
    await price.fill('600');
    await dialog.getByRole('checkbox', { name: /terms of trade/ }).check();
    await dialog.getByLabel('Comment').fill('Can you include <b>mats</b>?');
    await dialog.getByRole('button', { name: 'Send Offer via Email' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Your offer has been sent.').waitFor();
    await page.screenshot({ path: '/tmp/offers-e2e-search-confirmation.png' });

    await page.goto('/my-account/my-offer-history');
    await waitForPage(page);
    const row = page.getByRole('row').filter({ hasText: chassis });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/JPY 600,000\.00|NZD 600\.00/);
    expect(await row.textContent()).toContain('Submitted');
    await page.screenshot({ path: '/tmp/offers-e2e-history.png', fullPage: true });

    await mailbox.waitFor(new RegExp(`^Offer #\\d+: .*\\(${chassis}\\)`));
    await context.close();
  });

  test("visitor's contact form: a bad e-mail is red and sends nothing, a good one shows 'Email Sent'", async () => {
    const { context, page } = await openPage(mobile);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/send-email-inquiry-to-sales-team')) sent.push(request.url());
    });
    await page.goto('/search');
    await waitForPage(page);
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Name').fill('Aroha Tester');
    await form.getByLabel('Email').fill('aroha-at-example');
    await form.getByLabel('Message').fill('Do you have a Hilux <script>x</script>?');
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await form.getByText('Please enter a valid e-mail address.').waitFor();
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    const border = await form.getByLabel('Email').evaluate((el) => getComputedStyle(el).borderColor);
    expect(border).not.toBe('rgb(203, 213, 225)'); // not the neutral slate-300 border: red
    expect(sent).toHaveLength(0);

    await form.getByLabel('Email').fill('aroha@dealer.example');
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await form.getByText('Email Sent').waitFor();
    expect(sent).toHaveLength(1);
    await form.screenshot({ path: '/tmp/offers-e2e-contact-375.png' });
    await mailbox.waitFor(/^Website enquiry #\d+ from Aroha Tester$/);
    await context.close();
  });

  test('the e-mail checklist form sends the chosen vehicles, with prices, to an address', async () => {
    const { context, page } = await openPage(mobile);
    // §6: the e-mailed checklist is a member feature; a visitor is asked to log in first.
    await page.goto('/form/email-checklist-form?id=1-2');
    await page.waitForURL((url) => url.pathname === '/account/login');
    await signInAs(page, 'nz@demo.local');
    await page.goto('/form/email-checklist-form?id=1-2');
    await waitForPage(page);
    await page.getByText('2 vehicles').waitFor();
    await page.getByLabel('Your name').fill('Aroha');
    await page.getByLabel('Send to (e-mail address)').fill('friend@example.com');
    await page.getByLabel('Message').fill('Have a look at these two.');
    await page.getByRole('button', { name: 'Send checklist' }).click();
    await page.getByText('Email Sent').waitFor();
    await page.screenshot({ path: '/tmp/offers-e2e-checklist-375.png', fullPage: true });
    await mailbox.waitFor(/^Aroha sent you 2 vehicle checklists$/);
    await context.close();
  });

  test('the sales team reads the mail at /dev/mail; a dealer cannot', async () => {
    const { context, page } = await memberPage('jp@demo.local');
    await page.goto('/dev/mail');
    await page.getByText('The development mailbox is for the sales team.').waitFor();
    await context.close();

    const staff = await memberPage('sales@demo.local');
    await staff.page.goto('/dev/mail');
    const list = staff.page.getByRole('list', { name: 'E-mails' });
    await list.getByRole('button').first().waitFor();
    const preview = staff.page.frameLocator('iframe[title^="E-mail:"]');
    await preview.getByRole('heading', { level: 1 }).waitFor();
    await staff.page.screenshot({ path: '/tmp/offers-e2e-dev-mail.png' });
    await staff.page.getByRole('button', { name: 'Show raw .eml' }).click();
    await staff.page
      .getByText(/^Subject: /m)
      .first()
      .waitFor();
    await staff.context.close();
  });
});
