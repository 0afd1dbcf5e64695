// A notification is stored in English and read in the reader's language: each title one message,
// each line of a body one message; what no message
// holds (words a person typed, an old row) stays as written.
import { describe, expect, it } from 'vitest';
import { fill, messageTranslator } from '@ibc/domain';
import { notificationText, sentences } from './notifications.ts';

const japanese: Record<string, string> = {
  'Counter offer on {vehicle}: {amount}': '{vehicle} へのカウンターオファー：{amount}',
  '{vehicle} ({chassis}): {stage}': '{vehicle}（{chassis}）：{stage}',
  Arrived: '到着',
  'Our sales team cancelled this purchase.': 'この購入は当社営業チームによりキャンセルされました。',
  'Reason: {reason}': '理由:{reason}',
  'No invoice was open.': '未払いの請求書はありませんでした。',
  '{contact} signed up with {email}.': '{contact} が {email} で登録しました。',
  'Check the account and approve it so the dealer sees prices.':
    'アカウントを確認して承認すると、販売店に価格が表示されるようになります。',
  '{number} ({company}): {amount} due {date}': '{number}（{company}）：{amount}、支払期日 {date}',
};

const ja = {
  language: 'ja' as const,
  text: messageTranslator({
    ids: () => Object.keys(japanese),
    has: (id) => Object.hasOwn(japanese, id),
    translate: (id, values) => fill(japanese[id] as string, values ?? {}),
  }),
};
const en = { language: 'en' as const, text: (english: string) => `never asked: ${english}` };

describe('notificationText', () => {
  it('gives a title in the reader’s language, a stage name inside it too', () => {
    expect(notificationText('Counter offer on 2019 Toyota Aqua: NZD 12,500', ja)).toBe(
      '2019 Toyota Aqua へのカウンターオファー：NZD 12,500',
    );
    expect(notificationText('2019 Toyota Aqua (NHP10-1234567): Arrived', ja)).toBe(
      '2019 Toyota Aqua（NHP10-1234567）：到着',
    );
  });

  it('leaves English, and a text no message writes, as stored', () => {
    expect(notificationText('Counter offer on 2019 Toyota Aqua: NZD 12,500', en)).toBe(
      'Counter offer on 2019 Toyota Aqua: NZD 12,500',
    );
    expect(notificationText('Your car was loaded', ja)).toBe('Your car was loaded');
    expect(notificationText('', ja)).toBe('');
  });

  it('reads a body sentence by sentence, a line each; what a person typed stays as typed', () => {
    const body = sentences(
      'Our sales team cancelled this purchase.',
      fill('Reason: {reason}', { reason: 'The car was damaged. The dealer asked us.' }),
      false,
      'No invoice was open.',
    );
    expect(body).toBe(
      'Our sales team cancelled this purchase.\nReason: The car was damaged. The dealer asked us.\nNo invoice was open.',
    );
    expect(notificationText(body, ja)).toBe(
      'この購入は当社営業チームによりキャンセルされました。\n理由:The car was damaged. The dealer asked us.\n未払いの請求書はありませんでした。',
    );
  });

  it('keeps a value with a full stop in its sentence', () => {
    const body = sentences(
      fill('{contact} signed up with {email}.', { contact: 'J. Smith', email: 'j.smith@example.com' }),
      'Check the account and approve it so the dealer sees prices.',
    );
    expect(notificationText(body, ja)).toBe(
      'J. Smith が j.smith@example.com で登録しました。\nアカウントを確認して承認すると、販売店に価格が表示されるようになります。',
    );
  });

  it('reads each line on its own', () => {
    expect(
      notificationText(
        'IBC-2026-000001 (Kiwi Motors Ltd.): NZD 2,300.00 due 10 Mar 2026\nsomething else',
        ja,
      ),
    ).toBe('IBC-2026-000001（Kiwi Motors Ltd.）：NZD 2,300.00、支払期日 10 Mar 2026\nsomething else');
  });

  it('leaves out the sentences that do not apply', () => {
    expect(sentences('One.', undefined, false, '', 'Two.')).toBe('One.\nTwo.');
  });
});
