// Two-step sign-in as a client sees it: adding an authenticator app, signing in with its code or a
// recovery code, the limits on guessing, staff who must have a second factor, and an admin's reset.
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, SIGN_IN_SECURITY_MESSAGES as M } from '@ibc/domain';
import { activityLog, emailOutbox, secondFactorChallenges, users } from '../../db/schema.ts';
import {
  apiClient,
  createMember,
  describeApi,
  tokenRequest,
  type TestContext,
} from '../../../test/helpers/index.ts';
import { createSoftwarePasskey } from '../../../test/helpers/software-passkey.ts';
import { CHALLENGE_TTL_MS, SIGN_IN_TRIES } from './second-factor.service.ts';

const PASSWORD = 'correct horse battery';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A token request from Chrome on Windows, from an address of its own, with the browser's cookies. */
const authenticate = (ctx: TestContext, form: Record<string, string>, cookies: Record<string, string> = {}) =>
  tokenRequest(ctx, form, { userAgent: CHROME, cookies });

/** The code an app shows `offsetSteps` periods from now. */
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

describeApi('second factor: authenticator app, recovery codes, staff', (ctx) => {
  const http = apiClient(ctx);

  async function signedIn(email: string) {
    const res = await authenticate(ctx(), { grant_type: 'password', username: email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    return res.json<{ access_token: string; refresh_token: string }>();
  }

  /** Adds an authenticator app in the session of `token`; answers its secret and recovery codes. */
  async function addApp(token: string) {
    const setup = await http.post('/api/account/security/totp/setup', undefined, token);
    expect(setup.statusCode).toBe(200);
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/IBC%20Japan:/);
    const confirmed = await http.post('/api/account/security/totp', { code: codeOf(secret) }, token);
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }

  async function passwordStep(email: string) {
    const res = await authenticate(ctx(), { grant_type: 'password', username: email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    return res.json<{ error: string; mfa_token: string; methods: string[] }>();
  }

  it('a dealer turns two-step sign-in on: the password alone no longer signs in', async () => {
    const { user } = await createMember(ctx().db);
    const session = await signedIn(user.email);
    const before = await http.get('/api/account/security', session.access_token);
    expect(before.json()).toMatchObject({ required: false, enabled: false, sessionVerified: false });

    // A wrong code leaves the app out of force.
    await http.post('/api/account/security/totp/setup', undefined, session.access_token);
    const wrong = await http.post('/api/account/security/totp', { code: '000000' }, session.access_token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ code: M.codeWrong });

    const { secret, recoveryCodes } = await addApp(session.access_token);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const after = (await http.get('/api/account/security', session.access_token)).json();
    expect(after).toMatchObject({
      enabled: true,
      sessionVerified: true,
      totp: { enabled: true },
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect(JSON.stringify(after)).not.toContain(secret);
    // The secret is stored sealed, never as the app shows it.
    const [row] = await ctx().db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpSecret).not.toContain(secret);

    const step = await passwordStep(user.email);
    expect(step).toMatchObject({ error: 'mfa_required', methods: ['totp', 'recovery-code'] });
    const bad = await authenticate(ctx(), {
      grant_type: 'mfa-otp',
      mfa_token: step.mfa_token,
      otp: '123 456',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ otp: M.codeWrong });
    // The confirming code was used already: the app's next one signs in.
    const reused = await authenticate(ctx(), {
      grant_type: 'mfa-otp',
      mfa_token: step.mfa_token,
      otp: codeOf(secret),
    });
    expect(reused.json().fieldErrors).toEqual({ otp: M.codeUsed });
    const ok = await authenticate(ctx(), {
      grant_type: 'mfa-otp',
      mfa_token: step.mfa_token,
      otp: codeOf(secret, 1),
    });
    expect(ok.statusCode).toBe(200);
    const { sessions } = (await http.get('/api/account/sessions', ok.json().access_token)).json<{
      sessions: Array<{ current: boolean }>;
    }>();
    expect(sessions.find((s) => s.current)).toMatchObject({
      browser: 'Chrome 131 on Windows',
      secondFactor: 'totp',
    });
    // The mfa_token is spent once it signed in.
    const again = await authenticate(ctx(), {
      grant_type: 'mfa-otp',
      mfa_token: step.mfa_token,
      otp: codeOf(secret, 1),
    });
    expect(again.json()).toMatchObject({ message: M.signInExpired, code: 'sign_in_expired' });
  });

  it('a recovery code signs in once, whatever its case and dashes', async () => {
    const { user } = await createMember(ctx().db);
    const { recoveryCodes } = await addApp((await signedIn(user.email)).access_token);
    const code = recoveryCodes[3]!;
    const first = await passwordStep(user.email);
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const ok = await authenticate(ctx(), {
      grant_type: 'mfa-recovery-code',
      mfa_token: first.mfa_token,
      recovery_code: typed,
    });
    expect(ok.statusCode).toBe(200);
    const left = (await http.get('/api/account/security', ok.json().access_token)).json();
    expect(left.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const second = await passwordStep(user.email);
    const used = await authenticate(ctx(), {
      grant_type: 'mfa-recovery-code',
      mfa_token: second.mfa_token,
      recovery_code: code,
    });
    expect(used.statusCode).toBe(400);
    expect(used.json().fieldErrors).toEqual({ recovery_code: M.recoveryCodeWrong });

    // New codes replace the old ones.
    const fresh = await http.post('/api/account/security/recovery-codes', undefined, ok.json().access_token);
    expect(fresh.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const old = await authenticate(ctx(), {
      grant_type: 'mfa-recovery-code',
      mfa_token: second.mfa_token,
      recovery_code: recoveryCodes[4]!,
    });
    expect(old.json().fieldErrors).toEqual({ recovery_code: M.recoveryCodeWrong });
  });

  it('a passkey signs in after the password, and only its own signature from this site does', async () => {
    const { user } = await createMember(ctx().db);
    const session = await signedIn(user.email);
    const origin = new URL(ctx().app.publicUrl()).origin;
    const passkey = createSoftwarePasskey(origin);
    const options = await http.post(
      '/api/account/security/passkeys/options',
      undefined,
      session.access_token,
    );
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rp: { name: 'IBC Japan' }, user: { name: user.email } });
    const added = await http.post(
      '/api/account/security/passkeys',
      {
        name: 'Office laptop',
        response: passkey.register(options.json()),
      },
      session.access_token,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    // The same registration again: its challenge is spent.
    const replayed = await http.post(
      '/api/account/security/passkeys',
      {
        response: passkey.register(options.json()),
      },
      session.access_token,
    );
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(M.passkeyFailed);
    const security = (await http.get('/api/account/security', session.access_token)).json();
    expect(security.passkeys).toEqual([expect.objectContaining({ name: 'Office laptop', lastUsedAt: null })]);

    const step = await passwordStep(user.email);
    expect(step.methods).toEqual(['passkey', 'recovery-code']);
    const challenge = (
      await ctx().app.inject({
        method: 'POST',
        url: '/api/account/sign-in/passkey-options',
        payload: { mfa_token: step.mfa_token },
      })
    ).json<{ challenge: string; allowCredentials: Array<{ id: string }> }>();
    expect(challenge.allowCredentials.map((c) => c.id)).toEqual([passkey.id]);
    const grant = (response: unknown) =>
      authenticate(ctx(), {
        grant_type: 'mfa-passkey',
        mfa_token: step.mfa_token,
        passkey: JSON.stringify(response),
      });
    // Signed for another site, or by another key: refused.
    const phished = await grant(passkey.authenticate(challenge, { origin: 'https://ibc-japan.example.net' }));
    expect(phished.statusCode).toBe(400);
    expect(phished.json().message).toBe(M.passkeyFailed);
    const stranger = createSoftwarePasskey(origin);
    expect(
      (await grant({ ...stranger.authenticate(challenge), id: passkey.id, rawId: passkey.id })).statusCode,
    ).toBe(400);
    const ok = await grant(passkey.authenticate(challenge));
    expect(ok.statusCode).toBe(200);
    const after = (await http.get('/api/account/security', ok.json().access_token)).json();
    expect(after.passkeys[0].lastUsedAt).not.toBeNull();
    expect(after.sessionVerified).toBe(true);
  });

  it(`ends a sign-in after ${SIGN_IN_TRIES} wrong codes: the password must be given again`, async () => {
    const { user } = await createMember(ctx().db);
    const { secret } = await addApp((await signedIn(user.email)).access_token);
    const step = await passwordStep(user.email);
    for (let i = 1; i < SIGN_IN_TRIES; i++) {
      const res = await authenticate(ctx(), {
        grant_type: 'mfa-otp',
        mfa_token: step.mfa_token,
        otp: '000000',
      });
      expect(res.json().fieldErrors).toEqual({ otp: M.codeWrong });
    }
    const last = await authenticate(ctx(), {
      grant_type: 'mfa-otp',
      mfa_token: step.mfa_token,
      otp: '000000',
    });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(M.signInExpired);
    const right = await authenticate(ctx(), {
      grant_type: 'mfa-otp',
      mfa_token: step.mfa_token,
      otp: codeOf(secret, 1),
    });
    expect(right.json().message).toBe(M.signInExpired);
  });

  it('forgets half-finished sign-ins once nobody can finish them (the hourly job)', async () => {
    const { user } = await createMember(ctx().db);
    await addApp((await signedIn(user.email)).access_token);
    await passwordStep(user.email);
    const waiting = () =>
      ctx().db.select().from(secondFactorChallenges).where(eq(secondFactorChallenges.userId, user.id));
    expect(await waiting()).toHaveLength(1);
    const { challengesJob } = ctx().app.services.secondFactor;
    await challengesJob.run(ctx().db, new Date());
    expect(await waiting()).toHaveLength(1);
    await challengesJob.run(ctx().db, new Date(Date.now() + CHALLENGE_TTL_MS + 1000));
    expect(await waiting()).toHaveLength(0);
  });

  it('asks for the right fields: a missing code is a 400 on its field, not a 500', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ grant_type: 'mfa-otp', mfa_token: 'x', otp: '12ab56' }, 'otp'],
      [{ grant_type: 'mfa-otp', mfa_token: 'x' }, 'otp'],
      [{ grant_type: 'mfa-recovery-code', mfa_token: 'x', recovery_code: '---' }, 'recovery_code'],
      [{ grant_type: 'mfa-passkey', mfa_token: 'x' }, 'passkey'],
      [{ grant_type: 'mfa-otp', otp: '123456' }, 'mfa_token'],
    ];
    for (const [form, field] of cases) {
      const res = await authenticate(ctx(), form);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {})).toEqual([field]);
    }
    const unknown = await authenticate(ctx(), {
      grant_type: 'mfa-passkey',
      mfa_token: 'unknown',
      passkey: '{}',
    });
    expect(unknown.json().message).toBe(M.signInExpired);
  });

  it('changes need a session confirmed with a second factor once there is one', async () => {
    const { user } = await createMember(ctx().db);
    const older = await signedIn(user.email);
    await addApp((await signedIn(user.email)).access_token);
    // A session opened with the password alone, before the app was added, cannot take it away.
    const removal = await http.delete('/api/account/security/totp', older.access_token);
    expect(removal.statusCode).toBe(403);
    expect(removal.json().message).toBe(M.verifyFirst);
    const codes = await http.post('/api/account/security/recovery-codes', undefined, older.access_token);
    expect(codes.statusCode).toBe(403);
  });

  it('a dealer turns it off by removing his only factor; his recovery codes go with it', async () => {
    const { user } = await createMember(ctx().db);
    const session = await signedIn(user.email);
    await addApp(session.access_token);
    expect((await http.delete('/api/account/security/totp', session.access_token)).statusCode).toBe(204);
    expect((await http.get('/api/account/security', session.access_token)).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    await signedIn(user.email);
  });

  it('staff without a second factor must add one before the back office opens, and keep one', async () => {
    const { user: staff } = await createMember(ctx().db, { role: 'staff' });
    const session = await signedIn(staff.email);
    const refused = await http.get('/api/admin/customers', session.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.setupNeeded);
    expect((await http.get('/api/account/me', session.access_token)).json().secondFactorSetupNeeded).toBe(
      true,
    );

    await addApp(session.access_token);
    // The session that added it counts as confirmed: no second sign-in needed.
    expect((await http.get('/api/admin/customers', session.access_token)).statusCode).toBe(200);
    expect((await http.get('/api/account/me', session.access_token)).json().secondFactorSetupNeeded).toBe(
      false,
    );
    const security = (await http.get('/api/account/security', session.access_token)).json();
    expect(security).toMatchObject({ required: true, enabled: true });

    const removal = await http.delete('/api/account/security/totp', session.access_token);
    expect(removal.statusCode).toBe(403);
    expect(removal.json().message).toBe(M.staffKeepsAFactor);
    expect((await passwordStep(staff.email)).methods).toEqual(['totp', 'recovery-code']);
  });

  it('an admin resets a staff user’s second factor: every session ends and the log says who', async () => {
    const { user: admin } = await createMember(ctx().db, { role: 'admin' });
    const { user: staff } = await createMember(ctx().db, { role: 'staff' });
    const { user: colleague } = await createMember(ctx().db, { role: 'staff' });
    const adminSession = await signedIn(admin.email);
    await addApp(adminSession.access_token);
    const staffSession = await signedIn(staff.email);
    await addApp(staffSession.access_token);
    const colleagueSession = await signedIn(colleague.email);
    await addApp(colleagueSession.access_token);

    const byStaff = await http.post(
      `/api/admin/users/${staff.id}/reset-second-factor`,
      undefined,
      colleagueSession.access_token,
    );
    expect(byStaff.statusCode).toBe(404);
    const { user: customer } = await createMember(ctx().db);
    const ofCustomer = await http.post(
      `/api/admin/users/${customer.id}/reset-second-factor`,
      undefined,
      adminSession.access_token,
    );
    expect(ofCustomer.statusCode).toBe(404);

    const reset = await http.post(
      `/api/admin/users/${staff.id}/reset-second-factor`,
      undefined,
      adminSession.access_token,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(M.secondFactorReset);
    expect((await http.get('/api/account/me', staffSession.access_token)).statusCode).toBe(401);
    const refreshed = await authenticate(ctx(), {
      grant_type: 'refresh_token',
      refresh_token: staffSession.refresh_token,
    });
    expect(refreshed.statusCode).toBe(400);
    // The password signs in again, and the back office waits for a new factor.
    const next = await signedIn(staff.email);
    expect((await http.get('/api/admin/customers', next.access_token)).statusCode).toBe(403);
    const logged = await ctx()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, String(staff.id)), eq(activityLog.action, 'second-factor-reset')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorEmail).toBe(admin.email);
  });

  it('mails a staff user when his account signs in from a browser it never used, and only then', async () => {
    const { user: staff } = await createMember(ctx().db, { role: 'staff' });
    const { user: dealer } = await createMember(ctx().db);
    const mails = async (to: string) =>
      (await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'new-device-sign-in'))).filter(
        (m) => m.to.includes(to),
      );
    const first = await authenticate(ctx(), {
      grant_type: 'password',
      username: staff.email,
      password: PASSWORD,
    });
    const device = first.cookies.find((c) => c.name === 'ibc_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/authenticate', sameSite: 'Lax' });
    expect(await mails(staff.email)).toHaveLength(1);
    const [mail] = await mails(staff.email);
    expect(mail!.subject).toBe('New sign-in to your IBC Japan staff account');
    expect(mail!.text).toContain('Chrome 131 on Windows');
    // The same browser again: no mail.
    await authenticate(
      ctx(),
      { grant_type: 'password', username: staff.email, password: PASSWORD },
      { ibc_device: device!.value },
    );
    expect(await mails(staff.email)).toHaveLength(1);
    // Another browser: a mail.
    await authenticate(ctx(), { grant_type: 'password', username: staff.email, password: PASSWORD });
    expect(await mails(staff.email)).toHaveLength(2);
    // Dealers get no such mail.
    await authenticate(ctx(), { grant_type: 'password', username: dealer.email, password: PASSWORD });
    expect(await mails(dealer.email)).toHaveLength(0);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('at once', () => {
    it('lets one code sign in once when two sign-ins send it together', async () => {
      if (ctx().kind !== 'postgres') return;
      const { user } = await createMember(ctx().db);
      const { secret } = await addApp((await signedIn(user.email)).access_token);
      const [a, b] = [await passwordStep(user.email), await passwordStep(user.email)];
      const code = codeOf(secret, 1);
      const results = await Promise.all(
        [a, b].map((step) =>
          authenticate(ctx(), { grant_type: 'mfa-otp', mfa_token: step.mfa_token, otp: code }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });

    it('lets one recovery code sign in once when two sign-ins send it together', async () => {
      if (ctx().kind !== 'postgres') return;
      const { user } = await createMember(ctx().db);
      const { recoveryCodes } = await addApp((await signedIn(user.email)).access_token);
      const [a, b] = [await passwordStep(user.email), await passwordStep(user.email)];
      const results = await Promise.all(
        [a, b].map((step) =>
          authenticate(ctx(), {
            grant_type: 'mfa-recovery-code',
            mfa_token: step.mfa_token,
            recovery_code: recoveryCodes[0]!,
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });
  });
});
