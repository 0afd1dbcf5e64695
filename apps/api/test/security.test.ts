// The findings of an attack on a plain `npm ci && npm start`, one describe per finding,
// each proving the hole is closed through the HTTP API, on PGlite and (in CI) PostgreSQL. Findings
// that live in one module are also tested beside it (auth: 4 and 10; accounts: 6; enquiries: 6;
// mail: 1); the fuzz walk of finding 8 is test/fuzz.test.ts.
import { eq } from 'drizzle-orm';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ACCOUNT_MESSAGES, MAX_RECORD_ID, PAGE_SIZE_ALL } from '@ibc/domain';
import { emailOutbox, enquiries, offers } from '../src/db/schema.ts';
import { loadEnv } from '../src/config/env.ts';
import { createCustomersService } from '../src/modules/customers/customers.service.ts';
import { buildApp, DEFAULT_APP_LIMITS, REQUEST_TIMEOUT_MS } from '../src/app.ts';
import {
  bearer,
  createMember,
  openSession,
  createTestDatabase,
  createVehicle,
  describeApi,
  testEnv,
  type Headers,
} from './helpers/index.ts';

describeApi('DDU stock only for the DDU markets, on every route', (ctx, { get, post }) => {
  let ddu: Awaited<ReturnType<typeof createVehicle>>;
  let nzHeaders: Headers;
  let ugandaHeaders: Headers;

  beforeAll(async () => {
    ddu = await createVehicle(ctx().db, {
      stockTab: 16,
      stockType: 'ddu',
      negotiateCurrency: 'USD',
      basePrice: '5200',
      deliveryTypes: [0, 2],
      kms: 31_337,
    });
    const nz = await createMember(ctx().db, { countryId: 75, activeCurrency: 'NZD' });
    const uganda = await createMember(ctx().db, {
      countryId: 70,
      currencies: ['JPY', 'USD'],
      activeCurrency: 'USD',
    });
    nzHeaders = await bearer(ctx().app, nz.user);
    ugandaHeaders = await bearer(ctx().app, uganda.user);
  });

  const offer = (tab: number, computedFees = '1') => ({
    vehicleId: ddu.id,
    offerAmount: '5000',
    computedFees,
    comment: '',
    vehiclePrice: 'USD 5,200',
    deliveryType: '',
    checklistLink: `/checklist?id=${ddu.id}`,
    tab,
  });

  it('send-offer with another tab (tab 1) is refused before any price is computed or revealed', async () => {
    const res = await post(
      '/api/vehicle-auction/send-offer?isNZICP=false&isDduStock=false',
      offer(1),
      nzHeaders,
    );
    expect(res.statusCode).toBe(403);
    // Before the fix the fee check answered 400 with "The landed price of this offer is USD ...".
    expect(res.body).not.toMatch(/USD|landed/i);
    expect(await ctx().db.select().from(offers).where(eq(offers.vehicleId, ddu.id))).toHaveLength(0);
  });

  it('the KAP enquiry, the checklist e-mail, the checklist and compare refuse it too', async () => {
    const kap = await post('/api/vehicle-auction/send-email-kap-enquiry', { id: ddu.id }, nzHeaders);
    expect(kap.statusCode).toBe(403);
    const mail = await post(
      '/api/vehicle-inquiry/send-email-checklist',
      { sender: 'Me', senderEmailAddress: 'me@dealer.example', body: 'Look', vehicleIds: [ddu.id] },
      nzHeaders,
    );
    expect(mail.statusCode).toBe(404);
    expect(await ctx().db.select().from(enquiries)).toHaveLength(0);
    expect(await ctx().db.select().from(emailOutbox)).toHaveLength(0);
    expect((await get(`/api/vehicles/checklist/${ddu.id}`, nzHeaders)).statusCode).toBe(403);
    expect((await get(`/api/vehicles/checklist/${ddu.id}`)).statusCode).toBe(403);
    const compared = await post('/api/vehicles/postlog/get-compare-vehicles', [ddu.id], nzHeaders);
    expect(compared.json()).toEqual([]);
    expect((await post('/api/vehicles/prelog/get-compare-vehicles', [ddu.id])).json()).toEqual([]);
  });

  it('its photos need the access code that only answers to DDU markets carry', async () => {
    expect((await get(`/media/vehicles/${ddu.id}/0.svg`)).statusCode).toBe(404);
    expect((await get(`/media/vehicles/${ddu.id}/0.svg?access=guess`)).statusCode).toBe(404);
    const checklist = await get(`/api/vehicles/checklist/${ddu.id}`, ugandaHeaders);
    expect(checklist.statusCode).toBe(200);
    const photo: string = checklist.json().photos[0];
    expect(photo).toMatch(new RegExp(`^/media/vehicles/${ddu.id}/0\\.svg\\?access=[\\w-]{22}$`));
    const served = await get(photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
    // An ordinary unit's photos stay public (mail clients and the public search show them).
    const open = await createVehicle(ctx().db);
    expect((await get(`/media/vehicles/${open.id}/0.svg`)).statusCode).toBe(200);
  });

  it('a DDU-market dealer still deals on it, and the offer is stored as DDU stock whatever the tab', async () => {
    const quote = await post('/api/vehicle-auction/send-offer', offer(1), ugandaHeaders);
    expect(quote.statusCode).toBe(400);
    const landed = /is USD ([\d,]+\.\d{2})/
      .exec(quote.json().fieldErrors.computedFees)![1]!
      .replace(/,/g, '');
    const sent = await post('/api/vehicle-auction/send-offer', offer(1, landed), ugandaHeaders);
    expect(sent.json()).toMatchObject({ offerId: expect.any(Number) });
    const [row] = await ctx().db.select().from(offers).where(eq(offers.id, sent.json().offerId));
    expect(row).toMatchObject({ tab: 1, isDduStock: true });
  });
});

describeApi(
  'links in mail never follow the Host header',
  (ctx) => {
    it('a reset link asked for through Host: evil.example points at the site itself', async () => {
      const { user } = await createMember(ctx().db);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/account/forgot-password',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(202);
      const [mail] = await ctx().db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'password-reset'));
      expect(mail!.text).not.toContain('evil.example');
      // No PUBLIC_URL and not listening (inject): the configured port on this machine.
      expect(mail!.text).toContain(`http://localhost:${ctx().env.PORT}/account/reset-password?token=`);
      const sitemap = await ctx().app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'evil.example' },
      });
      expect(sitemap.body).not.toContain('evil.example');
    });

    it('start-up refuses NODE_ENV=production without PUBLIC_URL, naming the variable', () => {
      expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
        /PUBLIC_URL: is required when NODE_ENV=production/,
      );
      expect(loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://ibc.example/' }).PUBLIC_URL).toBe(
        'https://ibc.example',
      );
    });
  },
  { env: { PORT: '3999' } },
);

describeApi('no heavy anonymous searches; All is a member feature', (ctx, { post }) => {
  beforeAll(async () => {
    await createVehicle(ctx().db);
  });

  it('visitors get at most 128 vehicles a page: All (5000) is a 400 naming pageSize', async () => {
    const all = await post('/api/vehicles/prelog/search', { pageSize: PAGE_SIZE_ALL });
    expect(all.statusCode).toBe(400);
    expect(all.json().fieldErrors.pageSize).toMatch(/up to 128/);
    expect((await post('/api/vehicles/prelog/search', { pageSize: 128 })).statusCode).toBe(200);
  });

  it('limits All per member, other page sizes unaffected', async () => {
    const { user } = await createMember(ctx().db);
    const headers = await bearer(ctx().app, user);
    const limit = DEFAULT_APP_LIMITS.searchAllPerMember!.limit;
    for (let i = 0; i < limit; i++) {
      expect(
        (await post('/api/vehicles/postlog/search', { pageSize: PAGE_SIZE_ALL }, headers)).statusCode,
      ).toBe(200);
    }
    const limited = await post('/api/vehicles/postlog/search', { pageSize: PAGE_SIZE_ALL }, headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect((await post('/api/vehicles/postlog/search', { pageSize: 128 }, headers)).statusCode).toBe(200);
  });
});

describeApi('a new sign-up sees no prices until the sales team approves it', (ctx, { get, post }) => {
  it('pending: public stock without prices everywhere; approved: prices, and an e-mail says so', async () => {
    const { db, app } = ctx();
    const vehicle = await createVehicle(db);
    const { user } = await createMember(db, { status: 'pending' });
    const headers = await bearer(app, user);

    const search = await post('/api/vehicles/postlog/search', {}, headers);
    expect(search.statusCode).toBe(403);
    expect(search.json().message).toBe(ACCOUNT_MESSAGES.accountPending);
    expect(search.body).not.toMatch(/NZD/);
    expect((await post('/api/vehicles/postlog/get-compare-vehicles', [vehicle.id], headers)).statusCode).toBe(
      403,
    );
    const checklist = await get(`/api/vehicles/checklist/${vehicle.id}`, headers);
    expect(checklist.statusCode).toBe(200);
    expect(checklist.json()).not.toHaveProperty('price');
    expect(checklist.body).not.toMatch(/NZD|priceDetails/);
    // The public search is theirs like any visitor's.
    expect((await post('/api/vehicles/prelog/search', {})).statusCode).toBe(200);

    const customers = createCustomersService({ db, publicUrl: app.publicUrl });
    expect((await customers.listPending()).map((row) => row.userEmail)).toContain(user.email);
    await customers.decide({ userEmail: user.email, action: 'approve' });
    const priced = await post('/api/vehicles/postlog/search', {}, headers);
    expect(priced.statusCode).toBe(200);
    expect(priced.json().vehicles[0].price).toMatch(/^NZD [\d,]+$/);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'account-approved'));
    expect(mail!.to).toEqual([user.email]);
    await expect(customers.decide({ userEmail: user.email, action: 'approve' })).rejects.toThrow(
      /already approved/,
    );
  });

  it('rejected: told why, by e-mail and on every priced request', async () => {
    const { db, app } = ctx();
    const { user } = await createMember(db, { status: 'pending' });
    const customers = createCustomersService({ db, publicUrl: app.publicUrl });
    await customers.decide({ userEmail: user.email, action: 'reject', reason: 'No dealer licence' });
    const res = await post('/api/vehicles/postlog/search', {}, await bearer(app, user));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.accountRejected);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'account-rejected'));
    expect(mail!.text).toContain('No dealer licence');
  });
});

describeApi('huge numbers and NUL characters are a 400 naming the field', (ctx, { get, post }) => {
  let headers: Headers;
  beforeAll(async () => {
    headers = await bearer(ctx().app, (await createMember(ctx().db)).user);
  });
  const big = MAX_RECORD_ID + 1;

  it.each([
    ['checklist id', () => get(`/api/vehicles/checklist/${big}`), 'id'],
    ['compare ids', () => post('/api/vehicles/prelog/get-compare-vehicles', [1, big]), '1'],
    ['search countryId', () => post('/api/vehicles/prelog/search', { countryId: big }), 'countryId'],
    ['search portId', () => post('/api/vehicles/postlog/search', { portId: 2 ** 53 }, headers), 'portId'],
    ['ports countryId', () => get(`/api/common/country/get-ports?countryId=${big}`), 'countryId'],
    [
      'offer vehicleId',
      () =>
        post(
          '/api/vehicle-auction/send-offer',
          {
            vehicleId: big,
            offerAmount: '1',
            computedFees: '1',
            vehiclePrice: '',
            deliveryType: '',
            checklistLink: '',
            tab: 1,
          },
          headers,
        ),
      'vehicleId',
    ],
    ['kap enquiry id', () => post('/api/vehicle-auction/send-email-kap-enquiry', { id: big }, headers), 'id'],
    [
      'sign-up countryId',
      () =>
        post('/api/account/signup', {
          companyName: 'A',
          contactName: 'B',
          emails: ['a@b.example'],
          countryId: big,
          phone: '+64 9 555 0100',
          password: 'tangerine ferry 1987 glass',
        }),
      'countryId',
    ],
  ])('%s at 2^31 or above', async (_name, request, field) => {
    const res = await request();
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty([field]);
  });

  it.each([
    [
      'contact form',
      '/api/vehicle-inquiry/send-email-inquiry-to-sales-team',
      { sender: 'A\u0000B', senderEmailAddress: 'a@b.example', body: 'x' },
      'sender',
    ],
    ['search text', '/api/vehicles/prelog/search', { freeText: 'aqua\u0000' }, 'freeText'],
    ['forgot password', '/api/account/forgot-password', { email: 'a\u0000@b.example' }, 'email'],
  ])('a NUL character in the %s', async (_name, url, payload, field) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toMatch(/NUL/);
  });

  it('a NUL character in a path or query string', async () => {
    const path = await get('/api/vehicles/checklist/1%00');
    expect(path.statusCode).toBe(400);
    const query = await get('/api/common/country/get-ports?countryId=%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().fieldErrors).toHaveProperty('countryId');
  });
});

describeApi(
  'safe headers on every answer',
  (ctx, { get }) => {
    it.each(['/api/health', '/api/vehicles/checklist/1', '/robots.txt'])('%s', async (url) => {
      const res = await get(url);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
    });

    it('uses a 30 s request timeout by default', () => {
      expect(ctx().app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    });
  },
  { referenceData: false },
);

describe('an unfinished body is dropped', () => {
  it('answers 408 and closes the connection when the body stops coming', async () => {
    const database = await createTestDatabase('pglite');
    // The same mechanism as the 30 s default, with a short timeout so the test does not wait long.
    const app = await buildApp({ database, env: testEnv(), startWorkers: false, requestTimeoutMs: 300 });
    onTestFinished(async () => {
      await app.close();
      await database.dispose();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/vehicle-inquiry/send-email-inquiry-to-sales-team HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"sender":',
    );
    await closed; // no timer in the test: the server ends it
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('access tokens must say when they end', () => {
  describeApi('tokens', (ctx) => {
    it('refuses a token without exp, or issued in the future, or older than the access lifetime', async () => {
      const { SignJWT } = await import('jose');
      const { user } = await createMember(ctx().db);
      const key = ctx().app.tokens.key;
      const now = Math.floor(Date.now() / 1000);
      const sid = await openSession(ctx().db, user);
      const claims = { role: 'customer', ver: 0, sid };
      const base = (payload: Record<string, unknown> = claims) =>
        new SignJWT(payload)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(user.id))
          .setIssuer('ibc-export-platform');
      const { sid: _noSession, ...withoutSession } = claims;
      const { ver: _noVersion, ...withoutVersion } = claims;
      const tokens = {
        noExp: await base().setIssuedAt(now).sign(key),
        future: await base()
          .setIssuedAt(now + 3600)
          .setExpirationTime(now + 4500)
          .sign(key),
        longLived: await base()
          .setIssuedAt(now - 3600)
          .setExpirationTime(now + 3600 * 24 * 365)
          .sign(key),
        noSession: await base(withoutSession)
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .sign(key),
        noVersion: await base(withoutVersion)
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .sign(key),
        good: await base()
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
          .sign(key),
      };
      const me = (token: string) =>
        ctx().app.inject({
          method: 'GET',
          url: '/api/account/me',
          headers: { authorization: `Bearer ${token}` },
        });
      for (const token of [
        tokens.noExp,
        tokens.future,
        tokens.longLived,
        tokens.noVersion,
        tokens.noSession,
      ]) {
        expect((await me(token)).statusCode).toBe(401);
      }
      expect((await me(tokens.good)).statusCode).toBe(200);
    });
  });
});
