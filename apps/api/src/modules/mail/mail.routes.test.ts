import { expect, it } from 'vitest';
import { bearer, createMember, describeApi } from '../../../test/helpers/index.ts';
import { enqueueEmail } from './outbox.ts';
import { renderEmail } from './templates/layout.ts';

// No SMTP_URL: the app's worker writes .eml files under DATA_DIR/mail (development mailbox).
// The mailbox holds reset links and prices, so it exists only with
// DEV_MAILBOX=true, and then only for signed-in staff.
describeApi(
  'development mailbox (DEV_MAILBOX=true)',
  (ctx, http) => {
    const get = async (url: string, role?: 'customer' | 'staff') =>
      http.get(url, role ? (await createMember(ctx().db, { role })).user : {});

    it('lists the mail written to DATA_DIR/mail and serves it raw and as HTML, to staff', async () => {
      const { app, db } = ctx();
      expect(app.mailTransport.kind).toBe('file');
      expect((await get('/api/dev/mail', 'staff')).json()).toEqual({ messages: [] });

      const { html, text } = renderEmail({
        title: 'Checklist',
        blocks: [{ type: 'paragraph', text: '<b>hi</b>' }],
      });
      const id = await enqueueEmail(db, {
        kind: 'test',
        to: ['x@example.com'],
        subject: 'Your checklist',
        html,
        text,
      });
      expect((await app.mailWorker.runOnce()).sent).toBe(1);

      const list = await get('/api/dev/mail', 'staff');
      expect(list.statusCode).toBe(200);
      const [message] = list.json().messages;
      expect(message).toMatchObject({
        outboxId: id,
        kind: 'test',
        to: ['x@example.com'],
        subject: 'Your checklist',
      });
      expect(message.file).toMatch(/^\d{8}T\d{6}Z-\d+\.eml$/);

      const raw = await get(`/api/dev/mail/${message.file}`, 'staff');
      expect(raw.statusCode).toBe(200);
      expect(raw.headers['content-type']).toContain('text/plain');
      expect(raw.body).toContain('Subject: Your checklist');
      expect(raw.body).toContain('To: x@example.com');

      const htmlView = await get(`/api/dev/mail/${message.file}?format=html`, 'staff');
      expect(htmlView.headers['content-type']).toContain('text/html');
      expect(htmlView.headers['content-security-policy']).toContain('sandbox');
      expect(htmlView.body).toContain('&lt;b&gt;hi&lt;/b&gt;');

      // A visitor and a dealer read nothing, not even the list.
      for (const url of ['/api/dev/mail', `/api/dev/mail/${message.file}`]) {
        expect((await get(url)).statusCode).toBe(401);
        expect((await get(url, 'customer')).statusCode).toBe(404);
      }
    });

    it('refuses names that are not mail files (no path traversal)', async () => {
      for (const file of ['..%2F..%2Fetc%2Fpasswd', 'x.json', '20260101T000000Z-1.eml.tmp']) {
        expect((await get(`/api/dev/mail/${file}`, 'staff')).statusCode).toBe(400);
      }
      expect((await get('/api/dev/mail/20200101T000000Z-999.eml', 'staff')).statusCode).toBe(404);
    });
  },
  { env: { DEV_MAILBOX: 'true' } },
);

describeApi('development mailbox by default (npm start without DEV_MAILBOX)', (ctx) => {
  it('does not exist for anyone: a reset link asked for the staff account cannot be read back', async () => {
    const { app, db } = ctx();
    const { user: staff } = await createMember(db, { role: 'staff' });
    // The attack: ask a password reset for a staff address, then read the mailbox.
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { email: staff.email },
    });
    expect(forgot.statusCode).toBe(202);
    expect((await app.mailWorker.runOnce()).sent).toBe(1);
    const staffHeaders = await bearer(app, staff);
    for (const headers of [{}, staffHeaders]) {
      expect((await app.inject({ method: 'GET', url: '/api/dev/mail', headers })).statusCode).toBe(404);
    }
    const openApi = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(openApi.paths)).not.toContain('/api/dev/mail');
  });
});
