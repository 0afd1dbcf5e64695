import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES, SIGN_IN_SECURITY_MESSAGES, type StaffUser } from '@ibc/domain';
import { activityLog, emailOutbox } from '../../db/schema.ts';
import {
  accessTokenFor,
  createMember,
  describeApi,
  type ApiClient,
  type As,
  type TestContext,
} from '../../../test/helpers/index.ts';

const PASSWORD = 'correct horse battery';

function authenticate(ctx: TestContext, form: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'web', ...form }).toString(),
  });
}
const signIn = (ctx: TestContext, email: string, password = PASSWORD) =>
  authenticate(ctx, { grant_type: 'password', username: email, password });
const refresh = (ctx: TestContext, token: string) =>
  authenticate(ctx, { grant_type: 'refresh_token', refresh_token: token });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeApi('back office: staff users and deactivation', (ctx, http: ApiClient) => {
  const member = (role: 'customer' | 'staff' | 'admin') =>
    createMember(ctx().db, { role }).then((m) => m.user);

  describe('access', () => {
    it.each([
      ['get', '/api/admin/staff'],
      ['post', '/api/admin/staff'],
    ] as const)('%s %s: visitor 401, customer and staff 404', async (method, url) => {
      const send = (as: As) => (method === 'get' ? http.get(url, as) : http.post(url, {}, as));
      expect((await send({})).statusCode).toBe(401);
      expect((await send(await member('customer'))).statusCode).toBe(404);
      const asStaff = await send(await member('staff'));
      expect(asStaff.statusCode).toBe(404);
      expect(asStaff.json()).not.toHaveProperty('fieldErrors');
    });

    it.each(['deactivate', 'reactivate'])(
      'POST /api/admin/users/:id/%s: visitor 401, customer 404',
      async (path) => {
        const target = await member('customer');
        const url = `/api/admin/users/${target.id}/${path}`;
        expect((await http.post(url, undefined, {})).statusCode).toBe(401);
        expect((await http.post(url, undefined, await member('customer'))).statusCode).toBe(404);
      },
    );
  });

  it('invites a staff user in the language of the admin’s page', async () => {
    const admin = await member('admin');
    const headers = { ...bearer(await accessTokenFor(ctx().app, admin)), 'accept-language': 'ja' };
    const email = `new-sales-ja-${Date.now()}@ibc.example`;
    const invited = await http.post(
      '/api/admin/staff',
      { email, contactName: 'Kenji Sato', role: 'staff' },
      headers,
    );
    expect(invited.statusCode).toBe(201);
    const [mail] = (
      await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'user-invitation'))
    ).filter((m) => m.to.includes(email));
    expect(mail!.subject).toBe('IBC Japan ユーザー：パスワードを設定してください');
    expect(mail!.html).toContain('<html lang="ja" dir="ltr">');
    expect(mail!.text).toContain('Kenji Sato 様');
    expect(mail!.text).toContain('7日後');
    expect(mail!.text).toMatch(/reset-password\?token=[\w-]+&invite=1/);
  });

  it('an admin lists the staff users and invites one whose link sets a password', async () => {
    const admin = await member('admin');
    const sales = await member('staff');
    const customer = await member('customer');
    const list = await http.get('/api/admin/staff', admin);
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ items: StaffUser[] }>().items.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, sales.id]));
    expect(ids).not.toContain(customer.id);

    const email = `new-sales-${Date.now()}@ibc.example`;
    const invited = await http.post(
      '/api/admin/staff',
      { email, contactName: 'Kenji Sato', role: 'staff' },
      admin,
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email, role: 'staff', emailVerified: false, deactivatedAt: null });
    // The link that sets the password goes only to its owner's mailbox, never to the admin's browser.
    expect(invited.body).not.toContain('reset-password');
    const [mail] = (
      await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'user-invitation'))
    ).filter((m) => m.to.includes(email));
    expect(mail!.text).toContain('member of the sales team');
    const token = /reset-password\?token=([\w-]+)&invite=1/.exec(mail!.text)?.[1];
    const chosen = await http.post('/api/account/reset-password', {
      token,
      password: 'sakura ferry 4410 north',
    });
    expect(chosen.statusCode).toBe(200);
    const session = await signIn(ctx(), email, 'sakura ferry 4410 north');
    expect(session.statusCode).toBe(200);
    // The new staff user signs in, but the back office opens only once he has a second factor.
    const refused = await http.get('/api/admin/customers', bearer(session.json().access_token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SIGN_IN_SECURITY_MESSAGES.setupNeeded);
    const me = await http.get('/api/account/me', bearer(session.json().access_token));
    expect(me.json().secondFactorSetupNeeded).toBe(true);

    const again = await http.post('/api/admin/staff', { email, contactName: 'Kenji', role: 'admin' }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toEqual({ email: CUSTOMER_MESSAGES.emailTaken });
    const badRole = await http.post(
      '/api/admin/staff',
      { email: 'x@ibc.example', contactName: 'X', role: 'customer' },
      admin,
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fieldErrors).toHaveProperty('role');
  });

  it('deactivating a customer user kills their access token and refresh token at once; reactivating lets them in', async () => {
    const sales = await member('staff');
    const customer = await member('customer');
    const session = (await signIn(ctx(), customer.email)).json();
    expect((await http.get('/api/account/me', bearer(session.access_token))).statusCode).toBe(200);

    const res = await http.post(`/api/admin/users/${customer.id}/deactivate`, undefined, sales);
    expect(res.statusCode).toBe(200);
    expect(res.json().deactivatedAt).toEqual(expect.any(String));
    expect((await http.get('/api/account/me', bearer(session.access_token))).statusCode).toBe(401);
    expect((await refresh(ctx(), session.refresh_token)).statusCode).toBe(400);
    expect((await signIn(ctx(), customer.email)).statusCode).toBe(400);
    expect((await http.post(`/api/admin/users/${customer.id}/deactivate`, undefined, sales)).statusCode).toBe(
      409,
    );
    const log = await ctx()
      .db.select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'user'), eq(activityLog.entityId, String(customer.id))));
    expect(log).toMatchObject([{ action: 'deactivated', actorUserId: sales.id }]);

    const back = await http.post(`/api/admin/users/${customer.id}/reactivate`, undefined, sales);
    expect(back.statusCode).toBe(200);
    expect(back.json().deactivatedAt).toBeNull();
    expect((await signIn(ctx(), customer.email)).statusCode).toBe(200);
    expect((await http.post(`/api/admin/users/${customer.id}/reactivate`, undefined, sales)).statusCode).toBe(
      409,
    );
  });

  it('only an admin deactivates a staff user, and nobody deactivates themselves', async () => {
    const admin = await member('admin');
    const sales = await member('staff');
    const colleague = await member('staff');
    const self = await http.post(`/api/admin/users/${sales.id}/deactivate`, undefined, sales);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(CUSTOMER_MESSAGES.deactivateSelf);
    expect(
      (await http.post(`/api/admin/users/${colleague.id}/deactivate`, undefined, sales)).statusCode,
    ).toBe(403);
    expect((await http.post(`/api/admin/users/${admin.id}/deactivate`, undefined, admin)).statusCode).toBe(
      400,
    );

    expect(
      (await http.post(`/api/admin/users/${colleague.id}/deactivate`, undefined, admin)).statusCode,
    ).toBe(200);
    // The deactivated staff user's back office closes with their session.
    expect((await http.get('/api/admin/customers', colleague)).statusCode).toBe(401);
    expect((await http.post('/api/admin/users/999999/deactivate', undefined, admin)).statusCode).toBe(404);
  });
});
