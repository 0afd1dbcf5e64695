import { describe, expect, test } from 'vitest';
import { checklistIdsParam, isLikelySpam, parseChecklistIds } from './contact.ts';
import { emailChecklistFormSchema, emailInquirySchema } from './contracts/contact.ts';

const inquiry = {
  sender: 'Aroha',
  senderEmailAddress: 'aroha@dealer.co.nz',
  body: 'Is the Aqua still available?',
};
const messages = (schema: typeof emailInquirySchema | typeof emailChecklistFormSchema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('emailInquirySchema', () => {
  test.each([
    [{}, undefined], // §3 Contact form: sender, senderEmailAddress, body
    [{ sender: '  ' }, ['Please enter your name.']], // §5 "sender required"
    [{ sender: 'x'.repeat(101) }, ['Your name must be at most 100 characters.']], // §5 sender: a name, not an essay
    [{ senderEmailAddress: '' }, ['Please enter your e-mail address.']], // §5 "senderEmailAddress required"
    [{ senderEmailAddress: 'aroha@' }, ['Please enter a valid e-mail address.']], // §5 "... and a valid e-mail"
    [{ senderEmailAddress: `${'a'.repeat(250)}@x.nz` }, ['Please enter a valid e-mail address.']], // §5 valid e-mail: at most 254 characters
    [{ body: '' }, ['Please enter your message.']], // §5 "body required"
    [{ body: 'x'.repeat(5001) }, ['Your message must be at most 5000 characters.']], // §5 body
    [{ sender: undefined }, ['Please enter your name.']], // §5 sender required: missing
  ])('%j -> %j', (change, expected) => {
    expect(messages(emailInquirySchema, { ...inquiry, ...change })).toEqual(expected);
  });

  test('trims what people type', () => {
    // §5 Email inquiry form
    expect(
      emailInquirySchema.parse({ ...inquiry, senderEmailAddress: ' aroha@dealer.co.nz ' }).senderEmailAddress,
    ).toBe('aroha@dealer.co.nz');
  });

  test.each([
    [{}, false], // §2 Send a message form: people leave the hidden field alone
    [{ website: '' }, false], // §2 an empty hidden field
    [{ website: 'http://spam.example' }, true], // §2 bots fill every field
  ])('isLikelySpam(%j) = %j', (form, spam) => {
    expect(isLikelySpam(form)).toBe(spam);
  });
});

describe('emailChecklistFormSchema', () => {
  test.each([
    [{ vehicleIds: [1, 2] }, undefined], // §2 "/form/email-checklist-form?id={ids}"
    [{ vehicleIds: [] }, ['Choose at least one vehicle.']], // §2 email checklist needs a vehicle
    [
      { vehicleIds: Array.from({ length: 21 }, (_, i) => i + 1) },
      ['You can e-mail up to 20 checklists at once.'],
    ], // vehicleIds 1..20
  ])('%j -> %j', (change, expected) => {
    expect(messages(emailChecklistFormSchema, { ...inquiry, ...change })).toEqual(expected);
  });
});

test.each([
  ['12-34-56', [12, 34, 56]], // §2 "ids joined by hyphens"
  ['-12-34', [12, 34]], // §2 "no leading hyphen": tolerated when reading
  ['12-abc--34-0-12', [12, 34]], // §2 ids joined by hyphens: garbage, zero and repeats dropped
  ['', []], // §2 no id
  [null, []], // §2 id parameter missing
])('parseChecklistIds(%j) = %j', (param, ids) => {
  expect(parseChecklistIds(param)).toEqual(ids);
});

test.each([
  [[12, 34, 56], '12-34-56'], // §2 "ids joined by hyphens, no leading hyphen"
  [[7], '7'], // §2 one id, no hyphen
])('checklistIdsParam(%j) = %j', (ids, param) => {
  expect(checklistIdsParam(ids)).toBe(param);
});
