import { describe, expect, it } from 'vitest';
import { fill, messageTranslator, templateMatcher } from './message-text.ts';

const japanese: Record<string, string> = {
  'This offer can no longer be accepted.': 'この商談はもう承諾できません。',
  'At most {max} characters.': '{max}文字以内で入力してください。',
  '{amount} is below {limit}. Is it right?': '{amount}は{limit}を下回っています。よろしいですか？',
  'half the list price ({amount})': '表示価格の半額（{amount}）',
  'Too many attempts. Please try again in {wait}.':
    '試行回数が多すぎます。{wait}後にもう一度お試しください。',
  '{count} seconds': '{count}秒',
};

const catalogue = {
  ids: () => Object.keys(japanese),
  has: (id: string) => Object.hasOwn(japanese, id),
  translate: (id: string, values?: Record<string, string>) => fill(japanese[id] as string, values ?? {}),
};

describe('message text', () => {
  it('fills a template with its values, leaving unknown placeholders', () => {
    expect(fill('At most {max} characters.', { max: 2000 })).toBe('At most 2000 characters.');
    expect(fill('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('finds the template and its values back in the English text', () => {
    const match = templateMatcher(Object.keys(japanese));
    expect(match('At most 500 characters.')).toEqual({
      id: 'At most {max} characters.',
      values: { max: '500' },
    });
    expect(match('Please check the highlighted fields.')).toBeNull();
  });

  it('translates a message, a filled template and the fragments inside it', () => {
    const text = messageTranslator(catalogue);
    expect(text('This offer can no longer be accepted.')).toBe('この商談はもう承諾できません。');
    expect(text('At most 2000 characters.')).toBe('2000文字以内で入力してください。');
    expect(text('JPY 500,000 is below half the list price (JPY 1,425,000). Is it right?')).toBe(
      'JPY 500,000は表示価格の半額（JPY 1,425,000）を下回っています。よろしいですか？',
    );
    expect(text('Too many attempts. Please try again in 30 seconds.')).toBe(
      '試行回数が多すぎます。30秒後にもう一度お試しください。',
    );
  });

  it('writes a date or an amount inside a message as the reader writes it', () => {
    const text = messageTranslator({
      ...catalogue,
      value: (written) => (written === '7 Dec 2026' ? '2026年12月7日' : written),
    });
    expect(text('At most 7 Dec 2026 characters.')).toBe('2026年12月7日文字以内で入力してください。');
    expect(text('At most 2000 characters.')).toBe('2000文字以内で入力してください。');
  });

  it('keeps a text the catalogue does not hold: a name, a value, words a person typed', () => {
    const text = messageTranslator(catalogue);
    expect(text('Toyota Prius 2019')).toBe('Toyota Prius 2019');
    expect(text('NHP10-1234567')).toBe('NHP10-1234567');
  });
});
