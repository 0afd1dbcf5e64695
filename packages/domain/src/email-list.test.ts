import { expect, test } from 'vitest';
import { splitEmailList } from './email-list.ts';

test.each([
  ['a@x.nz;b@x.nz', ['a@x.nz', 'b@x.nz']], // §3 email: several addresses separated by semicolons
  [' a@x.nz ; ;b@x.nz; ', ['a@x.nz', 'b@x.nz']], // §3 shown one per line: blanks and spaces dropped
  ['', []], // §3 email: nothing stored
  [null, []], // §3 email: "Full shape of the stored user info: not shown"
])('splitEmailList(%j)', (emails, list) => {
  expect(splitEmailList(emails)).toEqual(list);
});
