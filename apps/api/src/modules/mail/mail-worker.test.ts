import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { activityLog, emailOutbox } from '../../db/schema.ts';
import { createMember, createTestDatabase, describeApi, testEnv } from '../../../test/helpers/index.ts';
import { startTestSmtpServer } from '../../../test/helpers/smtp-server.ts';
import { buildApp } from '../../app.ts';
import { enqueueEmail } from './outbox.ts';
import { createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { backoffDelayMs, createMailWorker } from './mail-worker.ts';
import { renderEmail } from './templates/layout.ts';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

const FROM = 'IBC Japan <no-reply@ibc-japan.example>';

function sample(overrides: Partial<Parameters<typeof enqueueEmail>[1]> = {}) {
  const { html, text } = renderEmail({
    title: 'Hello',
    blocks: [{ type: 'paragraph', text: 'Body <b>text</b>' }],
  });
  return { kind: 'test', to: ['dealer@example.com'], subject: 'A test mail', html, text, ...overrides };
}

describe('backoffDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [10, 3_600_000],
  ])('after %i failed attempts waits %i ms', (attempts, expected) => {
    expect(backoffDelayMs(attempts, 30_000, 3_600_000)).toBe(expected);
  });
});

describeApi('mail outbox worker', (ctx, http) => {
  const smtpTransport = () =>
    createSmtpTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });

  beforeEach(async () => {
    // Each test starts from an empty outbox and an empty SMTP inbox.
    await ctx().db.delete(emailOutbox);
    smtp.clear();
    smtp.rejectRecipients.clear();
  });

  it('delivers a queued mail over SMTP with recipients, subject, both parts and a stable Message-ID', async () => {
    const { db } = ctx();
    const id = await enqueueEmail(
      db,
      sample({ to: ['a@example.com', 'b@example.com'], replyTo: 'dealer@example.com' }),
    );
    const worker = createMailWorker({ db, transport: smtpTransport(), from: FROM });
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, dead: 0, released: 0 });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['a@example.com', 'b@example.com']);
    expect(mail!.subject).toBe('A test mail');
    expect(mail!.headers['reply-to']).toBe('dealer@example.com');
    expect(mail!.headers['message-id']).toMatch(new RegExp(`^<outbox-${id}-\\d+@ibc-japan\\.example>$`));
    expect(mail!.html).toContain('Body &lt;b&gt;text&lt;/b&gt;');
    expect(mail!.text).toContain('Body <b>text</b>');

    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Nothing is due any more: a second pass sends nothing.
    expect((await worker.runOnce()).sent).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('stopped before it sends, then started again: the mail is delivered exactly once', async () => {
    const { db } = ctx();
    await enqueueEmail(db, sample({ subject: 'first' }));
    await enqueueEmail(db, sample({ subject: 'second' }));
    const real = smtpTransport();
    // The first send stops the worker mid-pass: the second claimed row must be given back, unsent.
    let stopped: Promise<void> | undefined;
    const stopping: MailTransport = {
      kind: 'smtp',
      async send(message) {
        stopped ??= worker.stop();
        return real.send(message);
      },
      close: () => real.close(),
    };
    const worker = createMailWorker({ db, transport: stopping, from: FROM });
    worker.start();
    await smtp.waitFor(1);
    await stopped;
    const afterStop = await db.select().from(emailOutbox);
    expect(afterStop.map((r) => [r.subject, r.status, r.attempts]).sort()).toEqual([
      ['first', 'sent', 1],
      ['second', 'pending', 0],
    ]);

    // Also a worker stopped before its first pass ever ran sends nothing.
    const idle = createMailWorker({ db, transport: real, from: FROM });
    idle.start();
    await idle.stop();

    const again = createMailWorker({ db, transport: real, from: FROM, pollIntervalMs: 20 });
    again.start();
    await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 200)); // several more passes
    await again.stop();
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(['first', 'second']);
  });

  it('a row claimed by an instance that died is sent once by another after the lease expires', async () => {
    const { db } = ctx();
    const id = await enqueueEmail(db, sample({ subject: 'orphan' }));
    let clock = Date.now();
    const now = () => new Date(clock);
    const crashed = createMailWorker({
      db,
      from: FROM,
      now,
      leaseMs: 60_000,
      transport: { kind: 'smtp', send: () => new Promise(() => undefined), close: () => undefined }, // hangs forever
    });
    void crashed.runOnce();
    // Wait until the dead instance holds the lease (polled, so a slow machine only waits longer).
    await expect
      .poll(
        async () =>
          (
            await db
              .select({ lockedUntil: emailOutbox.lockedUntil })
              .from(emailOutbox)
              .where(eq(emailOutbox.id, id))
          )[0]?.lockedUntil,
        { timeout: 30_000 },
      )
      .toBeInstanceOf(Date);
    const survivor = createMailWorker({ db, transport: smtpTransport(), from: FROM, now, leaseMs: 60_000 });
    expect((await survivor.runOnce()).sent).toBe(0); // still leased to the dead instance
    clock += 61_000;
    expect((await survivor.runOnce()).sent).toBe(1);
    expect((await survivor.runOnce()).sent).toBe(0);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['orphan']);
  });

  it('two workers draining the same outbox send every mail once', async () => {
    const { db } = ctx();
    for (let i = 0; i < 6; i++) await enqueueEmail(db, sample({ subject: `bulk ${i}` }));
    const a = createMailWorker({ db, transport: smtpTransport(), from: FROM, batchSize: 2 });
    const b = createMailWorker({ db, transport: smtpTransport(), from: FROM, batchSize: 2 });
    for (let i = 0; i < 3; i++) await Promise.all([a.runOnce(), b.runOnce()]);
    await smtp.waitFor(6);
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `bulk ${i}`));
  });

  it('retries failures with exponential backoff and marks the mail dead after maxAttempts', async () => {
    const { db } = ctx();
    const id = await enqueueEmail(db, sample());
    let clock = Date.parse('2026-01-01T00:00:00Z') + 365 * 86_400_000;
    const failing: MailTransport = {
      kind: 'smtp',
      send: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNECTION' })),
      close: () => undefined,
    };
    const worker = createMailWorker({
      db,
      transport: failing,
      from: FROM,
      now: () => new Date(clock),
      maxAttempts: 3,
      backoffBaseMs: 1000,
    });

    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    let [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('ECONNREFUSED');
    expect(row!.nextAttemptAt.getTime()).toBe(clock + 1000);

    expect((await worker.runOnce()).retried).toBe(0); // not due yet
    clock += 1000;
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.nextAttemptAt.getTime()).toBe(clock + 2000); // doubled

    clock += 2000;
    expect(await worker.runOnce()).toMatchObject({ dead: 1 });
    [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'dead', attempts: 3 });
    clock += 86_400_000;
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0, released: 0 });
  });

  it('marks a mail dead at once when the SMTP server rejects it permanently (5xx)', async () => {
    const { db } = ctx();
    smtp.rejectRecipients.add('gone@example.com');
    const id = await enqueueEmail(db, sample({ to: ['gone@example.com'] }));
    const worker = createMailWorker({ db, transport: smtpTransport(), from: FROM });
    expect(await worker.runOnce()).toMatchObject({ dead: 1 });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.status).toBe('dead');
    expect(row!.lastError).toMatch(/550/);
  });

  it('shows dead mail to staff only, and staff can send it again, on the record', async () => {
    const { db } = ctx();
    const id = await enqueueEmail(db, sample({ subject: 'undeliverable' }));
    await db
      .update(emailOutbox)
      .set({ status: 'dead', attempts: 6, lastError: '550 Mailbox unavailable' })
      .where(eq(emailOutbox.id, id));
    const { user: staff } = await createMember(db, { role: 'staff' });
    const { user: dealer } = await createMember(db);

    expect((await http.get('/api/admin/outbox?status=dead')).statusCode).toBe(401);
    const asDealer = await http.get('/api/admin/outbox?status=dead', dealer);
    expect(asDealer.statusCode).toBe(404);
    expect((await http.post(`/api/admin/outbox/${id}/resend`, undefined, dealer)).statusCode).toBe(404);

    const res = await http.get('/api/admin/outbox?status=dead', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        id,
        subject: 'undeliverable',
        status: 'dead',
        attempts: 6,
        lastError: '550 Mailbox unavailable',
        allowedActions: ['resend'],
      }),
    ]);

    const resend = await http.post(`/api/admin/outbox/${id}/resend`, undefined, staff);
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json()).toEqual({ message: 'The e-mail is queued again.' });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    const waiting = await http.get('/api/admin/outbox?status=pending', staff);
    expect(waiting.json().items).toEqual([expect.objectContaining({ id, allowedActions: [] })]);

    // A mail on its way is not sent again: refused with the reason, and the refusal is logged.
    const again = await http.post(`/api/admin/outbox/${id}/resend`, undefined, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only an e-mail that could not be delivered can be sent again.');
    const log = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'mail'), eq(activityLog.entityId, String(id))));
    expect(log).toMatchObject([
      {
        action: 'resent',
        actorUserId: staff.id,
        summary: 'undeliverable to dealer@example.com',
        changes: { status: { before: 'dead', after: 'pending' } },
      },
      { action: 'refused', actorUserId: staff.id },
    ]);
    expect((await http.post('/api/admin/outbox/99999999/resend', undefined, staff)).statusCode).toBe(404);
  });

  it('two staff sending the same mail again at once: it is queued once', async () => {
    const { db } = ctx();
    const { user: staff } = await createMember(db, { role: 'staff' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const id = await enqueueEmail(db, sample({ subject: `twice ${attempt}` }));
      await db.update(emailOutbox).set({ status: 'dead', attempts: 6 }).where(eq(emailOutbox.id, id));
      const url = `/api/admin/outbox/${id}/resend`;
      const answers = await Promise.all([http.post(url, undefined, staff), http.post(url, undefined, staff)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const log = await db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entityType, 'mail'), eq(activityLog.entityId, String(id))));
      expect(log.map((e) => e.action).sort()).toEqual(['refused', 'resent']);
    }
  });
});

describe('mail worker lifecycle in the server', () => {
  it('starts on ready when startWorkers is true, delivers, and stops on close', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ database, env: testEnv({ SMTP_URL: smtp.url }), startWorkers: true });
    try {
      await app.ready();
      expect(app.mailWorker.running).toBe(true);
      smtp.clear();
      await enqueueEmail(app.db, sample({ subject: 'from the running server' }));
      app.mailWorker.wake();
      await smtp.waitFor(1);
      expect(smtp.messages[0]!.subject).toBe('from the running server');
    } finally {
      await app.close();
      await database.dispose();
    }
    expect(app.mailWorker.running).toBe(false);
  });
});
