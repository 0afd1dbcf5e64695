import { expect, it } from 'vitest';
import { findNulCharacter } from './input-guards.ts';

// PostgreSQL text cannot hold NUL; the field is named in the 400.
it.each([
  ['plain text', 'hello', null],
  ['text with NUL', 'he\u0000llo', 'body'],
  ['a field', { sender: 'A\u0000' }, 'sender'],
  ['a list item', { emails: ['a@b.example', 'c\u0000@d.example'] }, 'emails.1'],
  ['a nested field', { filter: { make: 'Toyota\u0000' } }, 'filter.make'],
  ['a key', { ['na\u0000me']: 'x' }, ''],
  ['numbers and nulls', { page: 1, make: null, ok: true }, null],
  // An uploaded photo's bytes are not text (a zero byte is normal in an image).
  ['bytes', Buffer.from([0xff, 0xd8, 0x00, 0x00]), null],
])('%s', (_name, value, path) => {
  expect(findNulCharacter(value, typeof value === 'string' ? 'body' : '')).toBe(path);
});
