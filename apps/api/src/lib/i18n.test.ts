import { msg } from '@lingui/core/runtime-macro';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n.ts';

describe('translator', () => {
  it('gives a message in the reader’s language, its placeholders filled', async () => {
    const vehicle = '2015 Toyota Aqua S';
    expect((await translator('ja')).t(msg`Your enquiry about ${{ vehicle }}`)).toBe(
      '2015 Toyota Aqua S についてのお問い合わせ',
    );
    expect((await translator('fr')).t(msg({ message: 'We received your offer' }))).toBe(
      'Nous avons bien reçu votre offre',
    );
  });

  it('answers in English for no language or one the site does not speak', async () => {
    for (const language of [null, undefined, 'de', '']) {
      const words = await translator(language);
      expect(words.language).toBe('en');
      expect(words.t(msg({ message: 'We received your offer' }))).toBe('We received your offer');
    }
  });

  it('writes a calendar date as the language does, English as the site does', async () => {
    expect((await translator('en')).day('2026-12-07')).toBe('7 Dec 2026');
    expect((await translator('ja')).day('2026-12-07')).toBe('2026年12月7日');
    expect((await translator('ar')).day('2026-12-07')).toBe('7 ديسمبر 2026');
    expect((await translator('ru')).day('2026-12-07')).toMatch(/^7 дек\.? 2026/);
  });

  it('reads an English message back in the reader’s language, its dates and amounts as he writes them', async () => {
    expect(
      (await translator('ja')).text(
        'A stage is recorded once it has happened: the date cannot be after today (30 Nov 2026 in Japan).',
      ),
    ).toBe('ステージは実施後に記録します。今日（日本時間で2026年11月30日）より後の日付は指定できません。');
    expect((await translator('ru')).text('Payment of NZD 2,300.00 confirmed')).toBe(
      'Платёж NZD 2\u00a0300,00 подтверждён',
    );
    // English, and words no message writes, stay as they are.
    expect((await translator('en')).text('Payment of NZD 2,300.00 confirmed')).toBe(
      'Payment of NZD 2,300.00 confirmed',
    );
    expect((await translator('ja')).text('Kiwi Motors Ltd.')).toBe('Kiwi Motors Ltd.');
  });
});
