import { describe, expect, it } from 'vitest';
import { isWeakPassword } from './password-policy.ts';

describe('isWeakPassword (checked against a list of common passwords)', () => {
  it.each([
    ['password1234', 'common word plus digits'],
    ['P@ssw0rd2024!', 'leet variant of a common word'],
    ['qwertyuiop12', 'keyboard walk'],
    ['123456789012', 'digits in sequence'],
    ['abcabcabcabc', 'repeated unit'],
    ['passwordpassword', 'listed'],
    ['iloveyou1234', 'listed base word'],
    ['abcdefghijklm', 'alphabet run'],
  ])('refuses %s (%s)', (password) => {
    expect(isWeakPassword(password)).toBe(true);
  });

  it.each(['correct horse battery', 'Kiwi-dealer-lot-42', 'tangerine ferry 1987 glass'])(
    'accepts %s',
    (password) => {
      expect(isWeakPassword(password)).toBe(false);
    },
  );

  it('refuses a password built on the e-mail address or company name', () => {
    expect(isWeakPassword('kiwimotors2024', { words: ['Kiwi Motors'] })).toBe(true);
    expect(isWeakPassword('aroha.smith99!', { words: ['aroha.smith@kiwi.example'] })).toBe(true);
    expect(isWeakPassword('tangerine ferry glass', { words: ['Kiwi Motors'] })).toBe(false);
  });
});
