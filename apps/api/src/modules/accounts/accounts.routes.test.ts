import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, emailOutbox, users } from '../../db/schema.ts';
import {
  accessTokenFor,
  bearer,
  createMember,
  createVehicle,
  describeApi,
  type Caller,
} from '../../../test/helpers/index.ts';

describeApi('accounts: current user, currency accounts, switching, profile', (ctx, http) => {
  const { get } = http;
  const put = (user: Caller, payload: object) => http.put('/api/account/profile', payload, user);

  describe('GET /api/account/me', () => {
    it('answers the §3 fields of the caller', async () => {
      const { user, company } = await createMember(ctx().db, { hasAccessBmsm: true });
      await ctx()
        .db.update(companies)
        .set({ emails: [user.email, 'ops@dealer.example'], dduShippingCompanyName: 'Kampala Logistics' })
        .where(eq(companies.id, company.id));
      const res = await get('/api/account/me', user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: user.id,
        countryId: 75,
        currency: 'NZD',
        email: `${user.email};ops@dealer.example`,
        contact: 'Test Dealer',
        hasAccessBMSM: true,
        hasIDirectAccess: false,
        exportRegion: 'atnz',
        dDUShippingFee: { companyName: 'Kampala Logistics' },
        isStaff: false,
        role: 'customer',
        accountStatus: 'approved',
        // This member has not signed in with a password yet (the test signs its token).
        firstSignIn: true,
        secondFactorSetupNeeded: false,
        // Not chosen yet: the site follows his browser's language.
        language: null,
      });
      const { user: staff } = await createMember(ctx().db, { role: 'staff' });
      expect((await get('/api/account/me', staff)).json()).toMatchObject({
        isStaff: true,
        role: 'staff',
        accountStatus: 'approved',
      });
      // An admin is staff too, and manages the staff users.
      const { user: admin } = await createMember(ctx().db, { role: 'admin' });
      expect((await get('/api/account/me', admin)).json()).toMatchObject({ isStaff: true, role: 'admin' });
      // A new company waits for the sales team; the web app shows why.
      const { user: applicant } = await createMember(ctx().db, { status: 'pending' });
      expect((await get('/api/account/me', applicant)).json()).toMatchObject({ accountStatus: 'pending' });
    });

    it('answers 401 without a token, with an expired token and with a tampered token', async () => {
      const { user } = await createMember(ctx().db);
      expect((await ctx().app.inject({ method: 'GET', url: '/api/account/me' })).statusCode).toBe(401);
      const expired = await accessTokenFor(ctx().app, user, {
        ttlSeconds: 900,
        issuedAt: new Date(Date.now() - 16 * 60_000),
      });
      const expiredRes = await ctx().app.inject({
        method: 'GET',
        url: '/api/account/me',
        headers: { authorization: `Bearer ${expired}` },
      });
      expect(expiredRes.statusCode).toBe(401);
      const valid = await accessTokenFor(ctx().app, user);
      const [header, payload, signature] = valid.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(user.id + 1) })).toString(
        'base64url',
      );
      // The signature's first character carries six whole bits: a different one is always a different
      // signature (its last one carries only two, so replacing the end could leave the bytes as they were).
      const otherSignature = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
      for (const token of [
        `${header}.${forged}.${signature}`,
        `${header}.${payload}.${otherSignature}`,
        'eyJhbGciOiJub25lIn0.e30.',
      ]) {
        const res = await ctx().app.inject({
          method: 'GET',
          url: '/api/account/me',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(401);
      }
    });
  });

  describe('currency accounts', () => {
    it('lists the accounts with forex for non-JPY only', async () => {
      const { user } = await createMember(ctx().db, { currencies: ['JPY', 'NZD', 'USD'] });
      const res = await get('/api/common-user/get-all-accounts', user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { currency: 'JPY', forex: null },
        { currency: 'NZD', forex: '88.50' },
        { currency: 'USD', forex: '150.25' },
      ]);
    });

    it('switches the active account, after which prices are in that currency', async () => {
      const { user } = await createMember(ctx().db, { currencies: ['JPY', 'NZD'], activeCurrency: 'NZD' });
      const vehicle = await createVehicle(ctx().db, { basePrice: '900', stockTab: 1 });
      const search = async () => {
        const res = await http.post(
          '/api/vehicles/postlog/search',
          { freeText: vehicle.chassis, pageSize: 16, page: 1 },
          user,
        );
        expect(res.statusCode).toBe(200);
        const found = (res.json().vehicles as { id: number; price: string }[]).find(
          (v) => v.id === vehicle.id,
        );
        expect(found).toBeDefined();
        return found!.price;
      };
      expect(await search()).toMatch(/^NZD /);

      const res = await http.post('/api/common-user/switch-account', { currency: 'jpy' }, user);
      expect(res.statusCode).toBe(200);
      expect(res.json().currency).toBe('JPY');
      expect((await get('/api/account/me', user)).json().currency).toBe('JPY');
      expect(await search()).toMatch(/^JPY /);
    });

    it('refuses to switch to a currency account the company does not have', async () => {
      const { user } = await createMember(ctx().db, { currencies: ['JPY', 'NZD'] });
      const res = await http.post('/api/common-user/switch-account', { currency: 'GBP' }, user);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('You have no GBP account.');
      expect((await get('/api/account/me', user)).json().currency).toBe('NZD');
    });
  });

  describe('GET /api/common-user/get-idirect-link', () => {
    it('gives the link to iDirect customers and 403 to others', async () => {
      const { user: withAccess } = await createMember(ctx().db, { hasIdirectAccess: true });
      const { user: without } = await createMember(ctx().db);
      const ok = await get('/api/common-user/get-idirect-link', withAccess);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().link).toMatch(/^https:\/\//);
      expect((await get('/api/common-user/get-idirect-link', without)).statusCode).toBe(403);
    });
  });

  describe('profile', () => {
    it('reads and changes the caller’s contact details', async () => {
      const { user } = await createMember(ctx().db);
      const before = await get('/api/account/profile', user);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toMatchObject({
        signInEmail: user.email,
        emails: [user.email],
        pendingEmails: [],
        countryId: 75,
        countryName: 'New Zealand',
        emailVerified: false,
      });
      const res = await put(user, {
        contactName: 'Aroha Ngata',
        emails: [user.email.toUpperCase()],
        phone: '+64 9 555 0100',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        contactName: 'Aroha Ngata',
        emails: [user.email],
        pendingEmails: [],
        phone: '+64 9 555 0100',
      });
      expect((await get('/api/account/me', user)).json()).toMatchObject({
        contact: 'Aroha Ngata',
        email: user.email,
      });
    });

    // Before the fix a member could add another company's address and the site
    // mailed it at once. Now the address waits for its owner's click; only the link goes there.
    it('sends no mail to a new notification address until its owner confirms it by the link', async () => {
      const { db, app } = ctx();
      const { user } = await createMember(db);
      const saved = await put(user, {
        contactName: 'Test Dealer',
        emails: [user.email, 'Ops@Dealer.example'],
        phone: '+64 9 555 0100',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ emails: [user.email], pendingEmails: ['ops@dealer.example'] });
      expect((await get('/api/account/me', user)).json().email).toBe(user.email);

      const sent = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, 'confirm-notification-address'));
      expect(sent.map((row) => row.to)).toEqual([['ops@dealer.example']]);
      // Fixed text: nothing the member typed (contact name, company) reaches the stranger's inbox.
      expect(sent[0]!.text).not.toContain('Test Dealer');
      expect(sent[0]!.text).not.toContain('Test Motors');

      // Saving the same list again does not mail the address again.
      await put(user, {
        contactName: 'Test Dealer',
        emails: [user.email, 'ops@dealer.example'],
        phone: '+64 9 555 0100',
      });
      expect(
        await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'confirm-notification-address')),
      ).toHaveLength(1);

      const token = /confirm-email\?token=([\w-]+)/.exec(sent[0]!.text)![1]!;
      const confirm = () =>
        app.inject({ method: 'POST', url: '/api/account/confirm-notification-email', payload: { token } });
      const confirmed = await confirm();
      expect(confirmed.statusCode).toBe(200);
      expect((await get('/api/account/profile', user)).json()).toMatchObject({
        emails: [user.email, 'ops@dealer.example'],
        pendingEmails: [],
      });
      expect((await get('/api/account/me', user)).json().email).toBe(`${user.email};ops@dealer.example`);
      expect((await confirm()).statusCode).toBe(400);
    });

    it('mails one address at most three confirmation links a day, whoever adds it', async () => {
      const { db } = ctx();
      for (let i = 0; i < 4; i++) {
        const { user } = await createMember(db);
        await put(user, {
          contactName: 'Test Dealer',
          emails: [user.email, 'popular@dealer.example'],
          phone: '+64 9 555 0100',
        });
      }
      const sent = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, 'confirm-notification-address'));
      expect(sent.filter((row) => row.to.includes('popular@dealer.example'))).toHaveLength(3);
    });

    it('answers field errors for invalid contact details', async () => {
      const { user } = await createMember(ctx().db);
      const res = await put(user, { contactName: '', emails: ['nope'], phone: 'x' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['contactName', 'emails.0', 'phone']);
    });
  });

  describe('object ownership (IDOR): one customer cannot reach another by changing an id', () => {
    it('ignores ids in the query and refuses them in bodies', async () => {
      const alice = await createMember(ctx().db, { currencies: ['JPY', 'NZD'] });
      const bob = await createMember(ctx().db, { currencies: ['JPY', 'NZD', 'GBP'], hasIdirectAccess: true });
      const aliceHeaders = await bearer(ctx().app, alice.user);

      for (const url of [
        `/api/account/me?id=${bob.user.id}&userId=${bob.user.id}`,
        `/api/account/profile?userId=${bob.user.id}&companyId=${bob.company.id}`,
        `/api/common-user/get-all-accounts?companyId=${bob.company.id}`,
      ]) {
        const res = await ctx().app.inject({ method: 'GET', url, headers: aliceHeaders });
        expect(res.statusCode).toBe(200);
        expect(JSON.stringify(res.json())).not.toContain(bob.user.email);
        expect(JSON.stringify(res.json())).not.toContain('GBP');
      }
      expect(
        (
          await ctx().app.inject({
            method: 'GET',
            url: `/api/common-user/get-idirect-link?userId=${bob.user.id}`,
            headers: aliceHeaders,
          })
        ).statusCode,
      ).toBe(403);

      // Bob's GBP account is not Alice's to switch to.
      const switchRes = await ctx().app.inject({
        method: 'POST',
        url: '/api/common-user/switch-account',
        headers: aliceHeaders,
        payload: { currency: 'GBP' },
      });
      expect(switchRes.statusCode).toBe(404);
      const smuggled = await ctx().app.inject({
        method: 'POST',
        url: '/api/common-user/switch-account',
        headers: aliceHeaders,
        payload: { currency: 'JPY', userId: bob.user.id },
      });
      expect(smuggled.statusCode).toBe(400);

      const profileRes = await ctx().app.inject({
        method: 'PUT',
        url: `/api/account/profile?userId=${bob.user.id}`,
        headers: aliceHeaders,
        payload: {
          contactName: 'Hijacked',
          emails: ['attacker@evil.example'],
          phone: '+1 555 0100',
          userId: bob.user.id,
          companyId: bob.company.id,
        },
      });
      expect(profileRes.statusCode).toBe(400);
      const [bobRow] = await ctx().db.select().from(users).where(eq(users.id, bob.user.id));
      const [bobCompany] = await ctx().db.select().from(companies).where(eq(companies.id, bob.company.id));
      expect(bobRow?.contactName).toBe('Test Dealer');
      expect(bobRow?.activeCurrency).toBe('GBP');
      expect(bobCompany?.emails).toEqual([bob.user.email]);
    });

    it('a staff login without a company has no accounts and no profile', async () => {
      const { user } = await createMember(ctx().db, { role: 'staff' });
      expect((await get('/api/common-user/get-all-accounts', user)).json()).toEqual([]);
      expect((await get('/api/account/profile', user)).statusCode).toBe(404);
    });
  });
  describe('PUT /api/account/language', () => {
    it('keeps the language a dealer or a staff user chose, and refuses one the site does not speak', async () => {
      const { user: dealer } = await createMember(ctx().db);
      const chosen = await http.put('/api/account/language', { language: 'ja' }, dealer);
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json()).toMatchObject({ id: dealer.id, language: 'ja' });
      // Kept for his next visit, on any device.
      expect((await get('/api/account/me', dealer)).json()).toMatchObject({ language: 'ja' });

      const { user: staff } = await createMember(ctx().db, { role: 'staff' });
      expect((await http.put('/api/account/language', { language: 'ar' }, staff)).statusCode).toBe(200);
      expect((await get('/api/account/me', staff)).json()).toMatchObject({ language: 'ar' });

      const refused = await http.put('/api/account/language', { language: 'de' }, dealer);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ language: 'Please choose one of the languages listed.' });
      expect((await get('/api/account/me', dealer)).json()).toMatchObject({ language: 'ja' });

      const visitor = await ctx().app.inject({
        method: 'PUT',
        url: '/api/account/language',
        payload: { language: 'fr' },
      });
      expect(visitor.statusCode).toBe(401);
    });
  });
});
