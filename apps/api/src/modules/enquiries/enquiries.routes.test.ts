import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@ibc/domain';
import { emailOutbox, enquiries, rateLimits } from '../../db/schema.ts';
import { bearer, createMember, createVehicle, describeApi, type As } from '../../../test/helpers/index.ts';
import { startTestSmtpServer } from '../../../test/helpers/smtp-server.ts';
import { ENQUIRY_LIMITS } from './enquiries.service.ts';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

const SALES = 'sales-team@ibc.example';
const PUBLIC_URL = 'https://ibc.example';
const CONTACT = '/api/vehicle-inquiry/send-email-inquiry-to-sales-team';
const CHECKLIST = '/api/vehicle-inquiry/send-email-checklist';

describeApi(
  'enquiries',
  (ctx, http) => {
    beforeEach(async () => {
      await ctx().db.delete(emailOutbox);
      await ctx().db.delete(enquiries);
      await ctx().db.delete(rateLimits);
      smtp.clear();
    });

    const valid = {
      sender: 'Aroha Dealer',
      senderEmailAddress: 'aroha@dealer.example',
      body: 'Do you have a <i>Hilux</i>?\nThanks',
    };
    const post = (url: string, payload: object, as: As = {}, ip = '203.0.113.7') =>
      http.post(url, payload, as, { remoteAddress: ip });

    it("stores a contact message, answers 'Email Sent' and e-mails the sales team with the text escaped", async () => {
      const { db, app } = ctx();
      const res = await post(CONTACT, valid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Email Sent' });
      const [row] = await db.select().from(enquiries);
      expect(row).toMatchObject({
        kind: 'contact',
        sender: 'Aroha Dealer',
        senderEmailAddress: 'aroha@dealer.example',
        userId: null,
        ip: '203.0.113.7',
      });

      await app.mailWorker.runOnce();
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual([SALES]);
      expect(mail!.headers['reply-to']).toBe('aroha@dealer.example');
      expect(mail!.subject).toMatch(/^Website enquiry #\d+ from Aroha Dealer$/);
      expect(mail!.html).toContain('Do you have a &lt;i&gt;Hilux&lt;/i&gt;?<br>Thanks');
      expect(mail!.text).toContain('> Do you have a <i>Hilux</i>?');
    });

    it.each([
      ['no sender', { sender: '' }, 'sender', CONTACT_MESSAGES.senderRequired],
      ['blank sender', { sender: '   ' }, 'sender', CONTACT_MESSAGES.senderRequired],
      ['sender too long', { sender: 'x'.repeat(101) }, 'sender', CONTACT_MESSAGES.senderTooLong],
      ['no e-mail', { senderEmailAddress: '' }, 'senderEmailAddress', CONTACT_MESSAGES.emailRequired],
      [
        'bad e-mail',
        { senderEmailAddress: 'not-an-email' },
        'senderEmailAddress',
        CONTACT_MESSAGES.emailInvalid,
      ],
      ['no message', { body: '' }, 'body', CONTACT_MESSAGES.bodyRequired],
      ['message too long', { body: 'x'.repeat(5001) }, 'body', CONTACT_MESSAGES.bodyTooLong],
      ['honeypot too long', { website: 'x'.repeat(501) }, 'website', undefined],
    ])('400 and nothing stored for %s', async (_name, change, field, message) => {
      const res = await post(CONTACT, { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().fieldErrors[field]).toBe(message);
      else expect(res.json().fieldErrors).toHaveProperty(field);
      expect(await ctx().db.select().from(enquiries)).toHaveLength(0);
      expect(await ctx().db.select().from(emailOutbox)).toHaveLength(0);
    });

    it('answers a bot that fills the honeypot like a person, and sends nothing', async () => {
      const res = await post(CONTACT, { ...valid, website: 'http://spam.example' });
      expect(res.json()).toEqual({ message: 'Email Sent' });
      expect(await ctx().db.select().from(enquiries)).toHaveLength(0);
      expect(await ctx().db.select().from(emailOutbox)).toHaveLength(0);
    });

    it('limits contact messages per IP (429 with Retry-After), other IPs unaffected', async () => {
      const limit = ENQUIRY_LIMITS.contactPerIp.limit;
      for (let i = 0; i < limit; i++)
        expect((await post(CONTACT, valid, {}, '198.51.100.1')).statusCode).toBe(200);
      const blocked = await post(CONTACT, valid, {}, '198.51.100.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect((await post(CONTACT, valid, {}, '198.51.100.2')).statusCode).toBe(200);
    });

    it('refuses a body over the size limit', async () => {
      const res = await post(CONTACT, { ...valid, body: 'x'.repeat(40_000) });
      expect(res.statusCode).toBe(413);
    });

    it("e-mails checklists with photos, specs, links and the member's prices", async () => {
      const { db, app } = ctx();
      const v1 = await createVehicle(db, { basePrice: '650' });
      const v2 = await createVehicle(db, { basePrice: '800', year: 2018 });
      const { user } = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });

      const res = await post(
        CHECKLIST,
        { ...valid, senderEmailAddress: 'friend@example.com', vehicleIds: [v1.id, v2.id, 99_999_999] },
        await bearer(app, user),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Email Sent' });
      await app.mailWorker.runOnce();
      const [toFriend] = await smtp.waitFor(1);
      expect(toFriend!.to).toEqual(['friend@example.com']);
      expect(toFriend!.subject).toBe('Aroha Dealer sent you 2 vehicle checklists');
      expect(toFriend!.html).toContain(`href="${PUBLIC_URL}/checklist?id=${v1.id}"`);
      expect(toFriend!.html).toContain(`src="${PUBLIC_URL}/media/vehicles/${v2.id}/0.svg"`);
      expect(toFriend!.html).toContain(v2.chassis);
      expect(toFriend!.html).toContain('Do you have a &lt;i&gt;Hilux&lt;/i&gt;?');
      expect(toFriend!.html).toMatch(/>\s*Price\s*<.*NZD [\d,]+/s);
      expect(toFriend!.headers['reply-to']).toBe(user.email);
      const [stored] = await db.select().from(enquiries).where(eq(enquiries.kind, 'email-checklist'));
      expect(stored!.vehicleIds).toEqual([v1.id, v2.id]);
    });

    it.each([
      [
        'fr',
        'ltr',
        'Aroha Dealer vous a envoyé une checklist de véhicule : 2015 Toyota Aqua S',
        'Kilométrage',
      ],
      ['ar', 'rtl', 'أرسل إليك Aroha Dealer قائمة فحص مركبة: 2015 Toyota Aqua S', 'المسافة المقطوعة'],
    ] as const)(
      'e-mails a checklist sent from a page in %s in that language, its vehicle and typed text as they are',
      async (language, direction, subject, mileage) => {
        const { db, app } = ctx();
        const vehicle = await createVehicle(db);
        const { user } = await createMember(db, { countryId: 75, activeCurrency: 'NZD' });
        const headers = { ...(await bearer(app, user)), 'accept-language': `${language},en;q=0.5` };
        const res = await post(
          CHECKLIST,
          { ...valid, senderEmailAddress: `buyer-${language}@example.com`, vehicleIds: [vehicle.id] },
          headers,
        );
        expect(res.statusCode).toBe(200);
        const [mail] = (await ctx().db.select().from(emailOutbox)).filter((m) =>
          m.to.includes(`buyer-${language}@example.com`),
        );
        expect(mail!.html).toContain(`<html lang="${language}" dir="${direction}">`);
        expect(mail!.subject).toBe(subject);
        expect(mail!.text).toContain(`${mileage}: `);
        expect(mail!.text).toContain(vehicle.chassis);
        expect(mail!.text).toMatch(/NZD [\d,]+/);
        expect(mail!.text).toContain('> Do you have a <i>Hilux</i>?');
        expect(mail!.text).not.toContain('Chassis No.');
      },
    );

    // §6: the e-mailed checklist is a signed-in customer's feature. Before the
    // fix a visitor could make the site mail any address with his own text.
    it('sends nothing for a visitor (401) or a company still waiting for approval (403)', async () => {
      const { db, app } = ctx();
      const v = await createVehicle(db);
      const form = { ...valid, senderEmailAddress: 'victim@example.com', vehicleIds: [v.id] };
      expect((await post(CHECKLIST, form)).statusCode).toBe(401);
      const { user } = await createMember(db, { status: 'pending' });
      expect((await post(CHECKLIST, form, await bearer(app, user))).statusCode).toBe(403);
      expect(await db.select().from(enquiries)).toHaveLength(0);
      expect(await db.select().from(emailOutbox)).toHaveLength(0);
    });

    it('limits checklists to one receiving address, whoever sends them', async () => {
      const { db, app } = ctx();
      const v = await createVehicle(db);
      const form = { ...valid, senderEmailAddress: 'Target@Example.com', vehicleIds: [v.id] };
      const limit = ENQUIRY_LIMITS.checklistPerAddress.limit;
      for (let i = 0; i < limit; i++) {
        const { user } = await createMember(db);
        expect((await post(CHECKLIST, form, await bearer(app, user))).statusCode).toBe(200);
      }
      const { user } = await createMember(db);
      const blocked = await post(
        CHECKLIST,
        { ...form, senderEmailAddress: 'target@example.com' },
        await bearer(app, user),
      );
      expect(blocked.statusCode).toBe(429);
      expect(await db.select().from(emailOutbox)).toHaveLength(limit);
      const other = await post(
        CHECKLIST,
        { ...form, senderEmailAddress: 'other@example.com' },
        await bearer(app, user),
      );
      expect(other.statusCode).toBe(200);
    });

    it.each([
      ['no vehicles', { vehicleIds: [] }, 'vehicleIds'],
      ['too many vehicles', { vehicleIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'vehicleIds'],
      ['bad e-mail', { senderEmailAddress: 'x@', vehicleIds: [1] }, 'senderEmailAddress'],
    ])('checklist: 400 for %s', async (_name, change, field) => {
      const res = await post(CHECKLIST, { ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty(field);
    });

    it('checklist: 404 when none of the vehicles exist; honeypot sends nothing', async () => {
      const headers = await bearer(ctx().app, (await createMember(ctx().db)).user);
      expect((await post(CHECKLIST, { ...valid, vehicleIds: [99_999_998] }, headers)).statusCode).toBe(404);
      const v = await createVehicle(ctx().db);
      expect(
        (await post(CHECKLIST, { ...valid, vehicleIds: [v.id], website: 'bot' }, headers)).json(),
      ).toEqual({ message: 'Email Sent' });
      expect(await ctx().db.select().from(emailOutbox)).toHaveLength(0);
    });
  },
  { env: { SMTP_URL: smtp.url, PUBLIC_URL, SALES_EMAIL: SALES } },
);
