import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES, type CustomerDetail, type CustomerList } from '@ibc/domain';
import { activityLog, companies, emailOutbox, forexRates } from '../../db/schema.ts';
import {
  bearer,
  createMember,
  describeApi,
  FIXTURE_RATES,
  type ApiClient,
  type As,
  type TestContext,
} from '../../../test/helpers/index.ts';

const form = (
  company: typeof companies.$inferSelect,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  name: company.name,
  countryId: company.countryId,
  portId: company.portId,
  exportRegion: company.exportRegion,
  emails: company.emails,
  hasAccessBmsm: company.hasAccessBmsm,
  hasIdirectAccess: company.hasIdirectAccess,
  dduShippingCompanyName: company.dduShippingCompanyName,
  accountManagerId: company.accountManagerId,
  ...overrides,
});

const mailsTo = async (ctx: TestContext, kind: string, address: string) =>
  (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind))).filter((m) =>
    m.to.includes(address),
  );

const activityOf = (ctx: TestContext, entityType: string, id: number) =>
  ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, entityType), eq(activityLog.entityId, String(id))));

function signInForm(ctx: TestContext, form: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'web', ...form }).toString(),
  });
}

describeApi('back office: customers', (ctx, http: ApiClient) => {
  const staff = () => createMember(ctx().db, { role: 'staff' }).then((m) => m.user);

  describe('access', () => {
    const routes: Array<[method: 'get' | 'put' | 'post', url: string, body?: unknown]> = [
      ['get', '/api/admin/customers'],
      ['get', '/api/admin/customers/form-options'],
      ['get', '/api/admin/customers/1'],
      ['put', '/api/admin/customers/1', {}],
      ['post', '/api/admin/customers/1/approve'],
      ['post', '/api/admin/customers/1/reject', {}],
      ['post', '/api/admin/customers/1/currency-accounts', {}],
      ['post', '/api/admin/customers/1/users', {}],
    ];

    it.each(routes)(
      '%s %s: a visitor gets 401 and a customer 404, whatever they send',
      async (method, url, body) => {
        const { user: customer } = await createMember(ctx().db);
        const send = (as: As) => (method === 'get' ? http.get(url, as) : http[method](url, body, as));
        expect((await send({})).statusCode).toBe(401);
        const asCustomer = await send(customer);
        expect(asCustomer.statusCode).toBe(404);
        expect(asCustomer.json()).not.toHaveProperty('fieldErrors');
      },
    );

    it('every route is in the OpenAPI document staff get', async () => {
      const doc = (await http.get('/api/docs/json', await staff())).json<{
        paths: Record<string, unknown>;
      }>();
      for (const path of [
        '/api/admin/customers',
        '/api/admin/customers/{id}',
        '/api/admin/customers/{id}/approve',
        '/api/admin/customers/{id}/reject',
        '/api/admin/customers/{id}/currency-accounts',
        '/api/admin/customers/{id}/users',
      ]) {
        expect(doc.paths).toHaveProperty([path]);
      }
    });
  });

  describe('GET /api/admin/customers', () => {
    it('lists pending sign-ups first, filters by status and by company name or user e-mail', async () => {
      const sales = await staff();
      const tag = `filt${Date.now()}`;
      const pending = await createMember(ctx().db, { status: 'pending', email: `p-${tag}@example.com` });
      const approved = await createMember(ctx().db, { email: `a-${tag}@example.com` });

      const all = await http.get(`/api/admin/customers?q=${tag}`, sales);
      expect(all.statusCode).toBe(200);
      const body = all.json<CustomerList>();
      expect(body.total).toBe(2);
      // The older pending sign-up comes before the newer approved company.
      expect(body.items.map((i) => i.id)).toEqual([pending.company.id, approved.company.id]);
      expect(body.items[0]).toMatchObject({
        name: pending.company.name,
        countryName: 'New Zealand',
        status: 'pending',
        usersCount: 1,
      });
      expect(body.pendingCount).toBeGreaterThanOrEqual(1);

      const onlyApproved = (
        await http.get(`/api/admin/customers?status=approved&q=${tag}`, sales)
      ).json<CustomerList>();
      expect(onlyApproved.items.map((i) => i.id)).toEqual([approved.company.id]);

      // The company name matches too, and LIKE wildcards are plain characters.
      const byName = (
        await http.get(`/api/admin/customers?q=${encodeURIComponent(pending.company.name)}`, sales)
      ).json<CustomerList>();
      expect(byName.items.map((i) => i.id)).toEqual([pending.company.id]);
      expect((await http.get(`/api/admin/customers?q=%25%25${tag}`, sales)).json().total).toBe(0);

      const paged = (
        await http.get(`/api/admin/customers?q=${tag}&pageSize=1&page=2`, sales)
      ).json<CustomerList>();
      expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(paged.items.map((i) => i.id)).toEqual([approved.company.id]);

      expect((await http.get('/api/admin/customers?status=maybe', sales)).statusCode).toBe(400);
    });
  });

  describe('GET /api/admin/customers/:id', () => {
    it('shows the company, its users and its currency accounts with the rate in force', async () => {
      const sales = await staff();
      const { company, user } = await createMember(ctx().db, { currencies: ['JPY', 'NZD', 'GBP'] });
      // A newer GBP rate already in force, and one scheduled for tomorrow that is not yet.
      await ctx()
        .db.insert(forexRates)
        .values([
          { currency: 'GBP', jpyPerUnit: '191.25', effectiveFrom: new Date(Date.now() - 60_000) },
          { currency: 'GBP', jpyPerUnit: '999', effectiveFrom: new Date(Date.now() + 86_400_000) },
        ]);
      const res = await http.get(`/api/admin/customers/${company.id}`, sales);
      expect(res.statusCode).toBe(200);
      const body = res.json<CustomerDetail>();
      expect(body).toMatchObject({
        id: company.id,
        name: company.name,
        countryId: 75,
        countryName: 'New Zealand',
        portId: 7501,
        exportRegion: 'atnz',
        status: 'approved',
        users: [{ id: user.id, email: user.email, contactName: 'Test Dealer', deactivatedAt: null }],
        // An approved company has no review step left.
        allowedActions: [],
      });
      const rates = Object.fromEntries(
        body.currencyAccounts.map((a) => [a.currency, a.jpyPerUnit === null ? null : Number(a.jpyPerUnit)]),
      );
      expect(rates).toEqual({ JPY: null, NZD: Number(FIXTURE_RATES.NZD), GBP: 191.25 });
      expect((await http.get('/api/admin/customers/999999', sales)).statusCode).toBe(404);
    });
  });

  describe('PUT /api/admin/customers/:id', () => {
    it('saves the company and logs the changed fields', async () => {
      const sales = await staff();
      const { company } = await createMember(ctx().db);
      const res = await http.put(
        `/api/admin/customers/${company.id}`,
        form(company, {
          name: 'Renamed Motors',
          portId: 7502,
          emails: ['one@example.com', 'Two@Example.com'],
          hasIdirectAccess: true,
          dduShippingCompanyName: '  Kampala Freight  ',
          accountManagerId: sales.id,
          address: '  12 Wharf Road\nAuckland 1010  ',
        }),
        sales,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Renamed Motors',
        portId: 7502,
        emails: ['one@example.com', 'two@example.com'],
        hasIdirectAccess: true,
        dduShippingCompanyName: 'Kampala Freight',
        accountManagerId: sales.id,
        // The postal address the invoices print under Bill to.
        address: '12 Wharf Road\nAuckland 1010',
      });
      const [entry] = await activityOf(ctx(), 'company', company.id);
      expect(entry).toMatchObject({ action: 'updated', actorUserId: sales.id, summary: 'Renamed Motors' });
      expect(entry!.changes).toMatchObject({
        name: { before: company.name, after: 'Renamed Motors' },
        portId: { before: 7501, after: 7502 },
      });
      expect(entry!.changes).not.toHaveProperty('countryId');
    });

    it('answers field messages for a port outside the country, an unknown country, a customer as manager, no name', async () => {
      const sales = await staff();
      const { company, user: customer } = await createMember(ctx().db);
      const put = (overrides: Record<string, unknown>) =>
        http.put(`/api/admin/customers/${company.id}`, form(company, overrides), sales);

      const port = await put({ portId: 1301 });
      expect(port.statusCode).toBe(400);
      expect(port.json().fieldErrors).toEqual({ portId: CUSTOMER_MESSAGES.portOutsideCountry });
      const country = await put({ countryId: 4242, portId: null });
      expect(country.json().fieldErrors).toEqual({ countryId: CUSTOMER_MESSAGES.unknownCountry });
      const manager = await put({ accountManagerId: customer.id });
      expect(manager.json().fieldErrors).toEqual({ accountManagerId: CUSTOMER_MESSAGES.accountManager });
      const name = await put({ name: '  ' });
      expect(name.statusCode).toBe(400);
      expect(name.json().fieldErrors).toHaveProperty('name', CUSTOMER_MESSAGES.nameRequired);
      // Nothing was written.
      const [stored] = await ctx().db.select().from(companies).where(eq(companies.id, company.id));
      expect(stored).toMatchObject({ name: company.name, portId: 7501, accountManagerId: null });
      expect(await activityOf(ctx(), 'company', company.id)).toEqual([]);
    });
  });

  describe('approve and reject', () => {
    it('approving a pending sign-up shows the member prices and e-mails them', async () => {
      const sales = await staff();
      const { company, user } = await createMember(ctx().db, { status: 'pending' });
      expect((await http.get('/api/account/me', user)).json().accountStatus).toBe('pending');
      const before = await http.get(`/api/admin/customers/${company.id}`, sales);
      expect(before.json<CustomerDetail>().allowedActions).toEqual(['approve', 'reject']);

      const res = await http.post(`/api/admin/customers/${company.id}/approve`, undefined, sales);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'approved', reviewNote: null, allowedActions: [] });
      expect((await http.get('/api/account/me', user)).json().accountStatus).toBe('approved');
      expect(await mailsTo(ctx(), 'account-approved', user.email)).toHaveLength(1);
      const log = await activityOf(ctx(), 'company', company.id);
      expect(log).toMatchObject([{ action: 'approved', actorUserId: sales.id }]);

      // Approving twice is not a step of the review: refused, and the refusal is on the record.
      const twice = await http.post(`/api/admin/customers/${company.id}/approve`, undefined, sales);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This company is already approved.');
      const refused = (await activityOf(ctx(), 'company', company.id)).filter((e) => e.action === 'refused');
      expect(refused).toMatchObject([
        {
          actorUserId: sales.id,
          summary: `approve refused: ${company.name}: This company is already approved.`,
        },
      ]);
      expect(await mailsTo(ctx(), 'account-approved', user.email)).toHaveLength(1);
    });

    it('answers 404 for a company that does not exist, writing nothing', async () => {
      const sales = await staff();
      expect((await http.post('/api/admin/customers/999999/approve', undefined, sales)).statusCode).toBe(404);
      expect(await activityOf(ctx(), 'company', 999999)).toEqual([]);
    });

    it('two approvals sent at once: one approves, the other is refused; one e-mail', async () => {
      const sales = await staff();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const { company, user } = await createMember(ctx().db, { status: 'pending' });
        const url = `/api/admin/customers/${company.id}/approve`;
        const answers = await Promise.all([
          http.post(url, undefined, sales),
          http.post(url, undefined, sales),
        ]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        expect(await mailsTo(ctx(), 'account-approved', user.email)).toHaveLength(1);
        const log = await activityOf(ctx(), 'company', company.id);
        expect(log.map((e) => e.action).sort()).toEqual(['approved', 'refused']);
      }
    });

    it('approve and reject sent at once: the company ends approved either way', async () => {
      const sales = await staff();
      const outcomes = new Set<string>();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const { company } = await createMember(ctx().db, { status: 'pending' });
        const base = `/api/admin/customers/${company.id}`;
        const [approve, reject] = await Promise.all([
          http.post(`${base}/approve`, undefined, sales),
          http.post(`${base}/reject`, { reason: 'No licence' }, sales),
        ]);
        // Approved first: the rejection is refused. Rejected first: the approval is a second look.
        expect(approve.statusCode).toBe(200);
        expect([200, 409]).toContain(reject.statusCode);
        outcomes.add(`approve ${approve.statusCode}, reject ${reject.statusCode}`);
        const [row] = await ctx().db.select().from(companies).where(eq(companies.id, company.id));
        expect(row!.status).toBe('approved');
        const log = (await activityOf(ctx(), 'company', company.id)).map((e) => e.action).sort();
        expect(log).toEqual(reject.statusCode === 200 ? ['approved', 'rejected'] : ['approved', 'refused']);
      }
      expect(outcomes.size).toBeGreaterThan(0);
    });

    it('rejecting needs a reason, which the applicant is sent', async () => {
      const sales = await staff();
      const { company, user } = await createMember(ctx().db, { status: 'pending' });
      const url = `/api/admin/customers/${company.id}/reject`;
      const missing = await http.post(url, { reason: ' ' }, sales);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toEqual({ reason: CUSTOMER_MESSAGES.reasonRequired });
      expect((await http.post(url, {}, sales)).json().fieldErrors).toEqual({
        reason: CUSTOMER_MESSAGES.reasonRequired,
      });

      const res = await http.post(url, { reason: 'We could not verify your dealer licence.' }, sales);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'rejected',
        reviewNote: 'We could not verify your dealer licence.',
        // A rejected company may still be approved on a second look.
        allowedActions: ['approve'],
      });
      expect((await http.get('/api/account/me', user)).json().accountStatus).toBe('rejected');
      const [mail] = await mailsTo(ctx(), 'account-rejected', user.email);
      expect(mail!.text).toContain('We could not verify your dealer licence.');
      // A rejected company cannot be rejected again (it may still be approved on a second look).
      expect((await http.post(url, { reason: 'Again' }, sales)).statusCode).toBe(409);
      expect(
        (await http.post(`/api/admin/customers/${company.id}/approve`, undefined, sales)).statusCode,
      ).toBe(200);
    });
  });

  describe('the decision e-mail, in the applicant’s language', () => {
    it.each([
      [
        'es',
        'approve',
        'account-approved',
        'ltr',
        'Su cuenta de concesionario de IBC Japan ha sido aprobada',
      ],
      ['ar', 'reject', 'account-rejected', 'rtl', 'طلبك لفتح حساب وكيل لدى IBC Japan'],
    ] as const)(
      'in %s: the %s e-mail follows the language he chose, not the sales team’s page',
      async (language, action, kind, direction, subject) => {
        const sales = await staff();
        const { company, user } = await createMember(ctx().db, { status: 'pending' });
        expect((await http.put('/api/account/language', { language }, user)).statusCode).toBe(200);
        const asSales = { ...(await bearer(ctx().app, sales)), 'accept-language': 'ja' };
        const res = await http.post(
          `/api/admin/customers/${company.id}/${action}`,
          action === 'reject' ? { reason: 'Licence No. 4471 has expired.' } : undefined,
          asSales,
        );
        expect(res.statusCode).toBe(200);
        const [mail] = await mailsTo(ctx(), kind, user.email);
        expect(mail!.subject).toBe(subject);
        expect(mail!.html).toContain(`<html lang="${language}" dir="${direction}">`);
        // The sales team's reason is sent as they wrote it.
        if (action === 'reject') expect(mail!.text).toContain('Licence No. 4471 has expired.');
        else expect(mail!.text).toContain('/account/login');
      },
    );
  });

  describe('POST /api/admin/customers/:id/currency-accounts', () => {
    it('adds an account with its forex line; a duplicate or unknown currency is a 400', async () => {
      const sales = await staff();
      const { company } = await createMember(ctx().db);
      const url = `/api/admin/customers/${company.id}/currency-accounts`;
      const res = await http.post(url, { currency: 'aud' }, sales);
      expect(res.statusCode).toBe(200);
      expect(res.json<CustomerDetail>().currencyAccounts.map((a) => a.currency)).toEqual([
        'JPY',
        'NZD',
        'AUD',
      ]);
      expect(Number(res.json().currencyAccounts[2].jpyPerUnit)).toBe(Number(FIXTURE_RATES.AUD));
      const again = await http.post(url, { currency: 'AUD' }, sales);
      expect(again.statusCode).toBe(400);
      expect(again.json().fieldErrors).toEqual({ currency: CUSTOMER_MESSAGES.currencyExists });
      const unknown = await http.post(url, { currency: 'XYZ' }, sales);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fieldErrors).toEqual({ currency: CUSTOMER_MESSAGES.unknownCurrency });
      expect(await activityOf(ctx(), 'company', company.id)).toMatchObject([
        { action: 'currency-account-added' },
      ]);
    });
  });

  describe('POST /api/admin/customers/:id/users', () => {
    it('invites a user whose e-mailed link sets a password they can sign in with', async () => {
      const sales = await staff();
      const { company } = await createMember(ctx().db);
      const email = `invited-${Date.now()}@example.com`;
      const res = await http.post(
        `/api/admin/customers/${company.id}/users`,
        { email: email.toUpperCase(), contactName: 'Mere Invited' },
        sales,
      );
      expect(res.statusCode).toBe(200);
      const invited = res.json<CustomerDetail>().users.find((u) => u.email === email)!;
      expect(invited).toMatchObject({
        contactName: 'Mere Invited',
        emailVerified: false,
        deactivatedAt: null,
      });
      // No password works before the link is used.
      expect(
        (await signInForm(ctx(), { grant_type: 'password', username: email, password: '!invited' }))
          .statusCode,
      ).toBe(400);

      const [mail] = await mailsTo(ctx(), 'user-invitation', email);
      expect(mail!.text).toContain(company.name);
      expect(mail!.text).toContain('7 days');
      const link = /(http\S+\/account\/reset-password\?token=[\w-]+&invite=1)/.exec(mail!.text)?.[1];
      expect(link).toMatch(/^http\S+\/account\/reset-password\?token=[\w-]+&invite=1$/);
      const token = new URL(link!).searchParams.get('token');
      const chosen = await http.post('/api/account/reset-password', {
        token,
        password: 'kauri harbour 2031 lantern',
      });
      expect(chosen.statusCode).toBe(200);
      const signedIn = await signInForm(ctx(), {
        grant_type: 'password',
        username: email,
        password: 'kauri harbour 2031 lantern',
      });
      expect(signedIn.statusCode).toBe(200);
      const me = await http.get('/api/account/me', {
        authorization: `Bearer ${signedIn.json().access_token}`,
      });
      // `email` of /me is the company's notification addresses (§3); the user is known by id.
      expect(me.json()).toMatchObject({
        id: invited.id,
        contact: 'Mere Invited',
        role: 'customer',
        currency: 'NZD',
      });
      expect(await activityOf(ctx(), 'user', invited.id)).toMatchObject([{ action: 'invited' }]);
    });

    it('refuses an e-mail that already signs in, and a bad address, with field messages', async () => {
      const sales = await staff();
      const { company, user } = await createMember(ctx().db);
      const url = `/api/admin/customers/${company.id}/users`;
      const taken = await http.post(url, { email: user.email, contactName: 'Someone' }, sales);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().fieldErrors).toEqual({ email: CUSTOMER_MESSAGES.emailTaken });
      const bad = await http.post(url, { email: 'not an address', contactName: '' }, sales);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['contactName', 'email']);
      expect(
        (
          await http.post(
            '/api/admin/customers/999999/users',
            { email: 'x@example.com', contactName: 'X' },
            sales,
          )
        ).statusCode,
      ).toBe(404);
    });
  });
});
