// Notification addresses changed twice at once: the profile saved from two tabs or by a double click,
// and confirmation links clicked at the same moment. Each answer is a 2xx or a clear 4xx, never a 500,
// and the list ends as if the requests had come one after the other.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Profile } from '@ibc/domain';
import { emailOutbox, notificationAddressConfirmations } from '../../db/schema.ts';
import { bearer, createMember, describeApi } from '../../../test/helpers/index.ts';

/** Rounds of requests sent at once: on PostgreSQL each round really runs them together. */
const ROUNDS = 5;

describeApi('notification addresses changed twice at once', (ctx, http) => {
  const address = (name: string) => `${name}-${randomBytes(4).toString('hex')}@dealer.example`;
  const confirmationsTo = (email: string) =>
    ctx()
      .db.select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.kind, 'confirm-notification-address'), sql`${email} = any(${emailOutbox.to})`),
      );
  const confirm = (token: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/account/confirm-notification-email', payload: { token } });

  it('saves a new address sent eight times at once once: one waiting address, one link mailed', async () => {
    const { db } = ctx();
    for (let round = 0; round < ROUNDS; round++) {
      const { user, company } = await createMember(db);
      const headers = await bearer(ctx().app, user);
      const ops = address('ops');
      const body = { contactName: 'Test Dealer', emails: [user.email, ops], phone: '+64 9 555 0100' };
      const saves = await Promise.all(
        Array.from({ length: 8 }, () => http.put('/api/account/profile', body, headers)),
      );
      expect(saves.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
      for (const res of saves) expect(res.json<Profile>().pendingEmails).toEqual([ops]);
      expect(
        await db
          .select()
          .from(notificationAddressConfirmations)
          .where(eq(notificationAddressConfirmations.companyId, company.id)),
      ).toHaveLength(1);
      expect(await confirmationsTo(ops)).toHaveLength(1);
    }
  });

  it('mails the link in the language of the user who listed the address', async () => {
    const { user } = await createMember(ctx().db);
    const headers = await bearer(ctx().app, user);
    expect((await http.put('/api/account/language', { language: 'ru' }, headers)).statusCode).toBe(200);
    const ops = address('ops');
    const saved = await http.put(
      '/api/account/profile',
      { contactName: 'Test Dealer', emails: [user.email, ops], phone: '+64 9 555 0100' },
      headers,
    );
    expect(saved.statusCode).toBe(200);
    const [mail] = await confirmationsTo(ops);
    expect(mail!.subject).toBe('Подтвердите этот адрес для уведомлений IBC Japan');
    expect(mail!.html).toContain('<html lang="ru" dir="ltr">');
    expect(mail!.text).toMatch(/Подтвердить адрес: \S+\/account\/confirm-email\?token=[\w-]+/);
  });

  it('keeps both addresses when their links are clicked at once, each twice', async () => {
    const { db } = ctx();
    for (let round = 0; round < ROUNDS; round++) {
      const { user } = await createMember(db);
      const headers = await bearer(ctx().app, user);
      const [ops, accounts] = [address('ops'), address('accounts')];
      const saved = await http.put(
        '/api/account/profile',
        { contactName: 'Test Dealer', emails: [user.email, ops, accounts], phone: '+64 9 555 0100' },
        headers,
      );
      expect(saved.statusCode).toBe(200);
      const tokens = await Promise.all(
        [ops, accounts].map(async (email) => {
          const [mail] = await confirmationsTo(email);
          return /confirm-email\?token=([\w-]+)/.exec(mail!.text)![1]!;
        }),
      );
      const clicks = await Promise.all([...tokens, ...tokens].map(confirm));
      // Each link works once; the second click of it is told the link is used.
      expect(clicks.map((res) => res.statusCode).sort()).toEqual([200, 200, 400, 400]);
      const profile = (await http.get('/api/account/profile', headers)).json<Profile>();
      expect(profile).toMatchObject({ pendingEmails: [] });
      expect([...profile.emails].sort()).toEqual([accounts, ops, user.email].sort());
    }
  });
});
