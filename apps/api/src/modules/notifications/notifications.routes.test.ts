// The bell. notify() reaches a company's active users or every staff user; each reads only
// their own notifications, newest first, with the unread count; marking read is per user. A dealer's
// users are also e-mailed through the outbox, in the same transaction, unless they turned the kind off
// in My Profile; staff are not e-mailed. A notification is stored in English and read in the reader's
// language: the bell's in the page's, the e-mail's in the one saved for him.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { emailOutbox, notificationEmailOptOuts, notifications, users } from '../../db/schema.ts';
import { createNotifier } from './notifier.ts';
import { bearer, createMember, describeApi, type Caller } from '../../../test/helpers/index.ts';

describeApi('notifications', (ctx, http) => {
  const { notify } = createNotifier({ publicUrl: () => 'https://portal.example' });
  let dealer: Caller & { email: string };
  let colleague: Caller & { email: string };
  let gone: Caller;
  let other: Caller;
  let staff: Caller & { email: string };
  let companyId: number;

  beforeAll(async () => {
    const { db } = ctx();
    const first = await createMember(db);
    companyId = first.company.id;
    dealer = first.user;
    const added = await db
      .insert(users)
      .values(
        ['colleague', 'gone'].map((name) => ({
          email: `${name}-${companyId}@example.com`,
          contactName: name,
          passwordHash: first.user.passwordHash,
          companyId,
          deactivatedAt: name === 'gone' ? new Date() : null,
        })),
      )
      .returning();
    [colleague, gone] = [added[0]!, added[1]!];
    other = (await createMember(db)).user;
    staff = (await createMember(db, { role: 'staff' })).user;
  });

  it('tells every active user of the company, and nobody else', async () => {
    const told = await notify(
      ctx().db,
      { companyId },
      {
        kind: 'offer-countered',
        title: 'Counter offer on 2019 Toyota Aqua',
        link: '/my-account/my-offer-history/1',
      },
    );
    expect(told.sort()).toEqual([dealer.id, colleague.id].sort());
    expect(told).not.toContain(gone.id);
    const staffTold = await notify(ctx().db, { staff: true }, { kind: 'offer-received', title: 'New offer' });
    expect(staffTold).toContain(staff.id);
    expect(staffTold).not.toContain(dealer.id);

    const list = await http.get('/api/notifications', dealer);
    expect(list.statusCode).toBe(200);
    // One member's own answer: kept by no cache; a refusal before the handler says nothing of it.
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json()).toMatchObject({
      unread: 1,
      notifications: [{ title: 'Counter offer on 2019 Toyota Aqua', readAt: null }],
    });
    expect((await http.get('/api/notifications', other)).json()).toMatchObject({
      unread: 0,
      notifications: [],
    });
    const refused = await http.get('/api/notifications/unread-count');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBeUndefined();
  });

  it('marks one read for its owner only, then all', async () => {
    const { db } = ctx();
    await notify(db, { userId: dealer.id }, { kind: 'invoice-issued', title: 'Invoice IBC-2026-000001' });
    const { notifications } = (await http.get('/api/notifications', dealer)).json<{
      notifications: { id: number }[];
    }>();
    const id = notifications[0]!.id;
    expect((await http.post(`/api/notifications/${id}/read`, {}, other)).statusCode).toBe(404);
    expect((await http.get('/api/notifications/unread-count', dealer)).json()).toEqual({ unread: 2 });
    const read = await http.post(`/api/notifications/${id}/read`, {}, dealer);
    expect(read.json()).toEqual({ unread: 1 });
    expect((await http.post(`/api/notifications/${id}/read`, {}, dealer)).json()).toEqual({ unread: 1 });
    expect((await http.post('/api/notifications/read-all', {}, dealer)).json()).toEqual({ unread: 0 });
    expect((await http.get('/api/notifications/unread-count', colleague)).json()).toEqual({ unread: 1 });
    const invalid = await http.get('/api/notifications?limit=0', dealer);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBeUndefined();
  });

  it('saves the e-mail settings sent twice at once (two tabs, a double click) without an error', async () => {
    // Rounds of eight saves at once: on PostgreSQL each round really runs them together. Every kind
    // off: each save deletes and inserts a row per kind, the most two saves can collide on.
    for (let round = 0; round < 3; round++) {
      const { user } = await createMember(ctx().db);
      const headers = await bearer(ctx().app, user);
      const saves = await Promise.all(
        Array.from({ length: 8 }, () =>
          http.put('/api/notifications/email-settings', { email: [] }, headers),
        ),
      );
      expect(saves.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
      const kinds = (await http.get('/api/notifications/email-settings', headers)).json<{
        kinds: { email: boolean }[];
      }>().kinds;
      expect(kinds.length).toBeGreaterThan(0);
      expect(kinds.every((kind) => !kind.email)).toBe(true);
      const rows = await ctx()
        .db.select()
        .from(notificationEmailOptOuts)
        .where(eq(notificationEmailOptOuts.userId, user.id));
      expect(rows).toHaveLength(kinds.length);
    }
  });

  it('e-mails each dealer user through the outbox unless he turned the kind off; staff are not e-mailed', async () => {
    const { db } = ctx();
    const mails = async (to: string) =>
      db
        .select()
        .from(emailOutbox)
        .where(sql`${to} = any(${emailOutbox.to})`);
    const settings = await http.get('/api/notifications/email-settings', dealer);
    expect(settings.statusCode).toBe(200);
    expect(settings.json<{ kinds: { kind: string; email: boolean }[] }>().kinds).toContainEqual({
      kind: 'payment-confirmed',
      label: 'Your payment was confirmed',
      email: true,
    });
    // The dealer turns "payment confirmed" off; his colleague keeps it.
    const kept = settings
      .json<{ kinds: { kind: string }[] }>()
      .kinds.map((row) => row.kind)
      .filter((kind) => kind !== 'payment-confirmed');
    const saved = await http.put('/api/notifications/email-settings', { email: kept }, dealer);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ kinds: { kind: string; email: boolean }[] }>().kinds).toContainEqual(
      expect.objectContaining({ kind: 'payment-confirmed', email: false }),
    );
    expect((await http.put('/api/notifications/email-settings', { email: 'all' }, dealer)).statusCode).toBe(
      400,
    );

    const dealerBefore = (await mails(dealer.email)).length;
    const colleagueBefore = (await mails(colleague.email)).length;
    await db.transaction((tx) =>
      notify(
        tx,
        { companyId },
        {
          kind: 'payment-confirmed',
          title: 'Payment of NZD 2,300.00 confirmed',
          link: '/my-account/payment-collections',
        },
      ),
    );
    expect((await mails(dealer.email)).length).toBe(dealerBefore);
    const [mail] = (await mails(colleague.email)).slice(colleagueBefore);
    expect(mail).toMatchObject({
      kind: 'notification:payment-confirmed',
      subject: 'IBC Japan: Payment of NZD 2,300.00 confirmed',
    });
    expect(mail!.text).toContain('https://portal.example/my-account/payment-collections');
    expect(mail!.text).toContain('https://portal.example/my-account/my-profile#email-notifications');

    // Another kind still reaches him; a staff notification e-mails nobody.
    await notify(db, { companyId }, { kind: 'shipment-stage', title: 'Your car was loaded' });
    expect((await mails(dealer.email)).length).toBe(dealerBefore + 1);
    const staffBefore = (await mails(staff.email)).length;
    await notify(db, { staff: true }, { kind: 'payment-recorded', title: 'A payment was recorded' });
    expect((await mails(staff.email)).length).toBe(staffBefore);
    expect(
      (await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'notification:payment-recorded')))
        .length,
    ).toBe(0);
  });

  it('e-mails a dealer who reads Arabic a notification in Arabic, right to left; words no message holds stay as given', async () => {
    const { db } = ctx();
    const reader = (await createMember(db)).user;
    expect((await http.put('/api/account/language', { language: 'ar' }, reader)).statusCode).toBe(200);
    await notify(
      db,
      { userId: reader.id },
      {
        kind: 'payment-confirmed',
        title: 'Payment of NZD 2,300.00 confirmed',
        body: 'Invoice IBC-2026-000042 is paid.',
        link: '/my-account/payment-collections',
      },
    );
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(sql`${reader.email} = any(${emailOutbox.to})`);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.subject).toBe('IBC Japan: تم تأكيد دفعة بقيمة NZD 2,300.00');
    // A body no message writes (an old row's words) is sent as it is.
    expect(mail!.text).toContain('Invoice IBC-2026-000042 is paid.');
    // The kind is named as My Profile names it, in his language.
    expect(mail!.text).toContain('«تم تأكيد دفعتك»');
    expect(mail!.text).toContain('فتح في حسابي: https://portal.example/ar/my-account/payment-collections');
    expect(mail!.text).toContain('https://portal.example/ar/my-account/my-profile#email-notifications');
    expect(mail!.text).not.toContain('You receive this e-mail');
  });

  it('answers each notification in the language the page asks for, English without; what no message writes as stored', async () => {
    const { db } = ctx();
    const reader = (await createMember(db)).user;
    // As the offer, purchase and watchlist steps write them (the stage's name is a message inside the
    // title); the counter's message is the sales team's own words; the last is an old row's English.
    const told = [
      {
        kind: 'offer-countered',
        title: 'Counter offer on 2019 Toyota Aqua: NZD 12,500',
        body: 'Can you meet me halfway?',
      },
      { kind: 'shipment-stage', title: '2019 Toyota Aqua (NHP10-1234567): Arrived', body: '' },
      {
        kind: 'watch-reserved',
        title: 'Reserved by another dealer: 2019 Toyota Aqua',
        body: 'A vehicle on your watchlist was reserved by another dealer.\nWe will tell you if it becomes available again.',
      },
      { kind: 'shipment-stage', title: 'Your car was loaded', body: '' },
    ] as const;
    for (const notice of told) await notify(db, { userId: reader.id }, notice);
    const japanese = [
      { title: '2019 Toyota Aqua へのカウンターオファー：NZD 12,500', body: 'Can you meet me halfway?' },
      { title: '2019 Toyota Aqua（NHP10-1234567）：到着', body: '' },
      {
        title: '他の販売店が商談中：2019 Toyota Aqua',
        body: 'ウォッチリストの車両が他の販売店により商談中になりました。\n再び購入可能になりましたらお知らせします。',
      },
      { title: 'Your car was loaded', body: '' },
    ];
    const newestFirst = <T>(list: readonly T[]) => [...list].reverse();
    const words = (items: { title: string; body: string }[]) =>
      items.map(({ title, body }) => ({ title, body }));
    type Bell = { notifications: { title: string; body: string }[] };
    type Page = { items: { title: string; body: string }[] };

    const signedIn = await bearer(ctx().app, reader);
    const inJapanese = { ...signedIn, 'accept-language': 'ja' };
    const bell = await http.get('/api/notifications', inJapanese);
    expect(bell.statusCode, bell.body).toBe(200);
    expect(words(bell.json<Bell>().notifications)).toEqual(newestFirst(japanese));
    const page = await http.get('/api/notifications/history?page=1&pageSize=10', inJapanese);
    expect(words(page.json<Page>().items)).toEqual(newestFirst(japanese));

    const english = told.map(({ title, body }) => ({ title, body }));
    expect(words((await http.get('/api/notifications', signedIn)).json<Bell>().notifications)).toEqual(
      newestFirst(english),
    );
    expect(
      words((await http.get('/api/notifications/history?page=1&pageSize=10', signedIn)).json<Page>().items),
    ).toEqual(newestFirst(english));
    // Stored as written: English, the sales team's logs and the old rows alike.
    const stored = await db.select().from(notifications).where(eq(notifications.userId, reader.id));
    expect(stored.map((row) => row.title).sort()).toEqual(told.map((notice) => notice.title).sort());
  });

  it('e-mails a dealer who reads Japanese the title and body of his notification in Japanese', async () => {
    const { db } = ctx();
    const reader = (await createMember(db)).user;
    expect((await http.put('/api/account/language', { language: 'ja' }, reader)).statusCode).toBe(200);
    await notify(
      db,
      { userId: reader.id },
      {
        kind: 'offer-countered',
        title: 'Counter offer on 2019 Toyota Aqua: NZD 12,500',
        body: 'Can you meet me halfway?',
        link: '/my-account/my-offer-history/1',
      },
    );
    await notify(
      db,
      { userId: reader.id },
      {
        kind: 'watch-reserved',
        title: 'Reserved by another dealer: 2019 Toyota Aqua',
        body: 'A vehicle on your watchlist was reserved by another dealer.\nWe will tell you if it becomes available again.',
        link: '/my-account/watchlist',
      },
    );
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(sql`${reader.email} = any(${emailOutbox.to})`)
      .orderBy(emailOutbox.id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'IBC Japan：2019 Toyota Aqua へのカウンターオファー：NZD 12,500',
      'IBC Japan：他の販売店が商談中：2019 Toyota Aqua',
    ]);
    const [countered, reserved] = mails;
    expect(countered!.html).toContain('<html lang="ja"');
    expect(countered!.text).toContain('2019 Toyota Aqua へのカウンターオファー：NZD 12,500');
    // The sales team's own words are sent as they wrote them.
    expect(countered!.text).toContain('Can you meet me halfway?');
    expect(reserved!.text).toContain(
      'ウォッチリストの車両が他の販売店により商談中になりました。\n再び購入可能になりましたらお知らせします。',
    );
    expect(reserved!.text).not.toContain('reserved by another dealer');
  });

  it('pages every notification of the user for the notifications page, newest first, his own only', async () => {
    const { db } = ctx();
    const reader = (await createMember(db)).user;
    for (let i = 1; i <= 7; i++)
      await notify(db, { userId: reader.id }, { kind: 'offer-countered', title: `Counter offer ${i}` });
    const first = await http.get('/api/notifications/history?page=1&pageSize=3', reader);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toContain('no-store');
    const page1 = first.json<{
      total: number;
      page: number;
      pageSize: number;
      unread: number;
      items: { title: string }[];
    }>();
    expect(page1).toMatchObject({ total: 7, page: 1, pageSize: 3, unread: 7 });
    expect(page1.items.map((n) => n.title)).toEqual([
      'Counter offer 7',
      'Counter offer 6',
      'Counter offer 5',
    ]);
    const last = (await http.get('/api/notifications/history?page=3&pageSize=3', reader)).json<{
      items: { title: string }[];
    }>();
    expect(last.items.map((n) => n.title)).toEqual(['Counter offer 1']);
    // Someone else sees none of them; a visitor is refused; a bad page is a 400 with the field named.
    const stranger = (await http.get('/api/notifications/history', other)).json<{
      items: { title: string }[];
    }>();
    expect(stranger.items.map((n) => n.title)).not.toContain('Counter offer 7');
    expect((await http.get('/api/notifications/history', {})).statusCode).toBe(401);
    const bad = await http.get('/api/notifications/history?page=0', reader);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('page');
  });
});
