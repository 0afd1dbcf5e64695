import { expect, test } from 'vitest';
import { cn } from './cn';

test('joins class names and skips falsy values', () => {
  expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  expect(cn('a', { b: true, c: false }, ['d', ['e']])).toBe('a b d e');
});

test('a later Tailwind class wins over an earlier conflicting one', () => {
  expect(cn('text-sm', 'text-base')).toBe('text-base');
  expect(cn('h-9 px-3', 'h-10')).toBe('px-3 h-10');
  expect(cn('bg-white text-slate-900', 'bg-brand-50')).toBe('text-slate-900 bg-brand-50');
  // Classes of different properties both stay (text-right aligns, text-base sizes).
  expect(cn('text-sm', 'text-right text-base')).toBe('text-right text-base');
});
