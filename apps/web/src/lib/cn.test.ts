import { expect, test } from 'vitest';
import { cn } from './cn';

test('joins class names and skips falsy values', () => {
  expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  expect(cn('a', { b: true, c: false }, ['d', ['e']])).toBe('a b d e');
});
