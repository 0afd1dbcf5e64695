import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/test-app.ts';
import { enqueueEmail } from './outbox.ts';
import { renderEmail } from './templates/layout.ts';

// No SMTP_URL: the app's worker writes .eml files under DATA_DIR/mail (development mailbox).
describeEachDatabase('development mailbox', (ctx) => {
  it('lists the mail written to DATA_DIR/mail and serves it raw and as HTML', async () => {
    const { app, db } = ctx();
    expect(app.mailTransport.kind).toBe('file');
    expect((await app.inject({ method: 'GET', url: '/api/dev/mail' })).json()).toEqual({ messages: [] });

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

    const list = await app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(list.statusCode).toBe(200);
    const [message] = list.json().messages;
    expect(message).toMatchObject({
      outboxId: id,
      kind: 'test',
      to: ['x@example.com'],
      subject: 'Your checklist',
    });
    expect(message.file).toMatch(/^\d{8}T\d{6}Z-\d+\.eml$/);

    const raw = await app.inject({ method: 'GET', url: `/api/dev/mail/${message.file}` });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('text/plain');
    expect(raw.body).toContain('Subject: Your checklist');
    expect(raw.body).toContain('To: x@example.com');

    const htmlView = await app.inject({ method: 'GET', url: `/api/dev/mail/${message.file}?format=html` });
    expect(htmlView.headers['content-type']).toContain('text/html');
    expect(htmlView.headers['content-security-policy']).toContain('sandbox');
    expect(htmlView.body).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });

  it('refuses names that are not mail files (no path traversal)', async () => {
    const { app } = ctx();
    for (const file of ['..%2F..%2Fetc%2Fpasswd', 'x.json', '20260101T000000Z-1.eml.tmp']) {
      const res = await app.inject({ method: 'GET', url: `/api/dev/mail/${file}` });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/dev/mail/20200101T000000Z-999.eml' })).statusCode,
    ).toBe(404);
  });
});

describeEachDatabase(
  'development mailbox in production',
  (ctx) => {
    it('does not exist', async () => {
      expect((await ctx().app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
    });
  },
  { NODE_ENV: 'production' },
);
