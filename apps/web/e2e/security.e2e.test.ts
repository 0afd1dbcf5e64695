import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { staffMailbox } from './support/mailbox';
import { signInAs } from './support/session';

// Security in the browser: the built app runs under its Content-Security-Policy, visitors get no
// e-mailed checklist, and a new notification address receives mail only after its owner confirms it.

const { server, openPage, memberPage } = setupE2e({
  seedVehicles: 120,
  env: { DEV_MAILBOX: 'true' },
});

/** Records every CSP violation the page reports (the browser blocks the resource and fires this). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('security in the browser', () => {
  test.each([
    ['home', '/', null],
    ['public search', '/search', null],
    ['login', '/account/login', null],
    ['member search', '/search', 'nz@demo.local'],
    ['checklist', '/checklist?id=1', 'nz@demo.local'],
    ['profile', '/my-account/my-profile/account-details', 'nz@demo.local'],
  ])('the %s page runs under the Content-Security-Policy without a violation', async (_name, path, who) => {
    const { context, page } = await openPage(desktop);
    const violations = await recordCspViolations(page);
    const first = await page.goto('/');
    const csp = first!.headers()['content-security-policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    if (who) await signInAs(page, who);
    await page.goto(path);
    await waitForPage(page);
    // The page did its work: a heading is on screen.
    await page.getByRole('heading').first().waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });

  test('visitor tiles offer no e-mailed checklist; the form asks a visitor to log in', async () => {
    const { context, page } = await openPage(mobile);
    await page.goto('/search');
    await waitForPage(page);
    await page.getByText('LOGIN TO VIEW FULL PRICE').first().waitFor();
    expect(await page.getByRole('link', { name: 'EMAIL CHECKLIST' }).count()).toBe(0);
    await page.goto('/form/email-checklist-form?id=1');
    await page.waitForURL((url) => url.pathname === '/account/login');
    await context.close();
  });

  test('a new notification address gets only a confirmation link until its owner clicks it', async () => {
    const extra = `buyer-${Date.now()}@other-company.example`;
    const { context, page } = await memberPage('jp@demo.local');
    await page.goto('/my-account/my-profile/account-details');
    await waitForPage(page);
    const emails = page.getByLabel(/E-mail addresses/);
    await emails.fill(`${await emails.inputValue()}\n${extra}`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`We have e-mailed a confirmation link to ${extra}`).waitFor();
    const waiting = page.getByRole('list', { name: 'Addresses waiting for confirmation' });
    expect(await waiting.textContent()).toBe(extra);
    await page.screenshot({ path: '/tmp/security-e2e-profile-pending.png' });

    // The stranger's inbox: one mail, our text only, with the link.
    const mailbox = await staffMailbox(server().url);
    const raw = decodeQuotedPrintable(await mailbox.rawOf(extra, /^Confirm this address/));
    expect(raw).not.toContain('Oliver Bennett');
    const link = /https?:\/\/[^\s"<>]+\/account\/confirm-email\?token=[\w-]+/.exec(raw)![0];

    const owner = await openPage(mobile);
    await owner.page.goto(new URL(link).pathname + new URL(link).search);
    await owner.page.getByText('Thank you, this address will now receive the notifications').waitFor();
    await owner.context.close();

    await page.reload();
    await waitForPage(page);
    await page.getByLabel(/E-mail addresses/).waitFor();
    expect(await page.getByRole('list', { name: 'Addresses waiting for confirmation' }).count()).toBe(0);
    expect(await page.getByLabel(/E-mail addresses/).inputValue()).toContain(extra);
    await context.close();
  });
});
