import { describe, expect, it } from 'vitest';
import {
  parseEmailLines,
  profileUpdateSchema,
  signupRequestSchema,
  switchAccountRequestSchema,
} from './accounts.ts';

describe('parseEmailLines (§3: e-mails one per line)', () => {
  it.each([
    ['a@x.com\nb@x.com', ['a@x.com', 'b@x.com']],
    ['a@x.com; b@x.com,c@x.com', ['a@x.com', 'b@x.com', 'c@x.com']],
    ['\n  \n', []],
  ])('%j -> %j', (input, expected) => {
    expect(parseEmailLines(input)).toEqual(expected);
  });
});

describe('account request schemas', () => {
  const signup = {
    companyName: 'Kiwi Motors',
    contactName: 'Aroha',
    emails: ['Buyer@Kiwi.example', 'ops@kiwi.example'],
    countryId: '75',
    phone: '+64 9 555 0100',
    password: 'a long enough passphrase',
  };

  it('accepts a sign-up and lower-cases the e-mails', () => {
    const parsed = signupRequestSchema.parse(signup);
    expect(parsed.emails).toEqual(['buyer@kiwi.example', 'ops@kiwi.example']);
    expect(parsed.countryId).toBe(75);
  });

  it.each([
    [{ password: 'short' }, 'password'],
    [{ emails: [] }, 'emails'],
    [{ emails: ['a@x.com', 'A@x.com'] }, 'emails'],
    [{ phone: 'call me' }, 'phone'],
    [{ extra: 1 }, ''],
  ])('refuses %j', (patch, field) => {
    const result = signupRequestSchema.safeParse({ ...signup, ...patch });
    expect(result.success).toBe(false);
    if (field) expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('upper-cases currencies and refuses unknown profile fields', () => {
    expect(switchAccountRequestSchema.parse({ currency: 'nzd' })).toEqual({ currency: 'NZD' });
    expect(
      profileUpdateSchema.safeParse({
        contactName: 'A',
        emails: ['a@x.com'],
        phone: '+64 1234567',
        userId: 2,
      }).success,
    ).toBe(false);
  });
});
