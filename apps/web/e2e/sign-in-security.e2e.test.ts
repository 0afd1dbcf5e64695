import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { desktop, mobile, waitForPage } from './support/browser';
import { setupE2e } from './support/e2e';
import { staffMailbox } from './support/mailbox';
import { demoPassword, signInAs } from './support/session';

// Journey: staff must sign in with a second factor. An admin resets a staff user's two-step
// sign-in; the staff user signs in with his password, is sent to Sign-in and security, adds a
// passkey (Chromium's virtual authenticator) and an authenticator app, then signs in with each and
// with a recovery code; from there he signs a second browser out. The new browser is mailed to him.

const { server, openPage, memberPage } = setupE2e({ seedVehicles: 40, env: { DEV_MAILBOX: 'true' } });

const STAFF = 'sales@demo.local';

/** The code the authenticator app shows `offsetSteps` periods from now. */
const appCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function passwordStep(page: Page) {
  await page.goto('/account/login');
  await waitForPage(page);
  await page.getByLabel('Email').fill(STAFF);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Login' }).first().waitFor();
}

async function atDashboard(page: Page) {
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

describe('two-step sign-in for staff', () => {
  test('reset by an admin, set up again with a passkey and an app, used with each and a recovery code', async () => {
    // The admin resets the staff user's second factor on Staff users.
    const admin = await memberPage('admin@demo.local');
    await admin.page.goto('/admin/staff');
    await waitForPage(admin.page);
    await admin.page.getByRole('button', { name: `Reset two-step sign-in for ${STAFF}` }).click();
    const dialog = admin.page.getByRole('alertdialog').or(admin.page.getByRole('dialog'));
    await dialog.getByText(`${STAFF} signs in with the password alone next time`).waitFor();
    await dialog.getByRole('button', { name: /Reset/ }).click();
    await admin.page.getByText('Two-step sign-in was reset.').first().waitFor();
    await admin.context.close();

    // The password alone signs him in, but the back office sends him to set a factor up.
    const { context, page } = await openPage(desktop);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await passwordStep(page);
    await page.waitForURL((url) => url.pathname === '/admin/security');
    await page.getByText('Set up two-step sign-in to use the back office.').first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sign-in and security' }).waitFor();

    // A passkey: the first factor comes with the recovery codes, shown once.
    await page.getByLabel('Passkey name').fill('Office laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    const recoveryCodes = (
      await page.getByRole('list', { name: 'Recovery codes' }).locator('li').allTextContents()
    ).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Office laptop').waitFor();
    await page.getByText('Two-step sign-in is on.').waitFor();

    // An authenticator app: its key is on the page (and in the QR code).
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await page.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('6-digit code').fill(appCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Remove authenticator app' }).waitFor();
    await page.screenshot({ path: '/tmp/sign-in-security-desktop.png', fullPage: true });

    // The back office is open now.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await atDashboard(page);

    // Signed out, he signs in with the passkey...
    await signOut(page);
    await passwordStep(page);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.screenshot({ path: '/tmp/sign-in-second-step.png' });
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await atDashboard(page);

    // ... with the app's code (the next one: the confirming code was used) ...
    await signOut(page);
    await passwordStep(page);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right.').first().waitFor();
    await page.getByLabel('Authentication code').fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await atDashboard(page);

    // ... and with a recovery code, which then works no more.
    await signOut(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await atDashboard(page);
    await signOut(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That recovery code is not right, or it was used already.').first().waitFor();
    await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await atDashboard(page);

    // A second browser signs in; from the first, he signs it out.
    const phone = await openPage(mobile);
    await phone.page.goto('/');
    await signInAs(phone.page, STAFF);
    await phone.page.goto('/admin/offers');
    await phone.page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor();

    await page.goto('/admin/security');
    await page.getByRole('heading', { name: 'Signed-in devices' }).waitFor();
    const devices = page.getByRole('button', { name: /^Sign out .*, last active/ });
    await expect.poll(() => devices.count()).toBeGreaterThan(0);
    const before = await page.getByRole('row').count();
    await devices.first().click();
    await expect.poll(() => page.getByRole('row').count()).toBe(before - 1);

    // The second browser is signed out at its next request: its session is gone, the back office
    // is no page for a visitor.
    await phone.page.goto('/admin/offers');
    await expect.poll(() => phone.page.evaluate(() => localStorage.getItem('ibc.token'))).toBeNull();
    await phone.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await phone.context.close();

    // Every new browser of the staff account was mailed to him.
    const mailbox = await staffMailbox(server().url);
    const mail = await mailbox.rawOf(STAFF, /New sign-in to your IBC Japan staff account/);
    // Quoted-printable: soft line breaks joined again.
    expect(mail.replace(/=\r?\n/g, '')).toContain('signed in from a browser it had not used before');
    await context.close();
  });

  test('the page works on a phone: passkeys, app, recovery codes and devices fit a 320 px screen', async () => {
    const { context, page } = await memberPage(STAFF, { width: 320, height: 720 });
    await page.goto('/admin/security');
    await page.getByRole('heading', { level: 1, name: 'Sign-in and security' }).waitFor();
    await page.getByRole('heading', { name: 'Signed-in devices' }).waitFor();
    await page.screenshot({ path: '/tmp/sign-in-security-320.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
