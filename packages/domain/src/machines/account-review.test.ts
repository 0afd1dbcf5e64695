import { describe, expect, it } from 'vitest';
import { ACCOUNT_REVIEW_MACHINE, type AccountReviewAction } from './account-review.ts';
import {
  accountStatusOf,
  APPROVED_ACCOUNT,
  AWAITING_REVIEW,
  isUnapproved,
  seesPrices,
  UNAPPROVED_ACCOUNT_NOTICES,
  type AccountStatus,
} from './account-status.ts';
import { tableMismatches, type TableRow } from './table-check.ts';

const table: TableRow<AccountStatus, AccountReviewAction>[] = [
  ['staff', 'approve', 'pending', 'approved'],
  ['staff', 'approve', 'rejected', 'approved'],
  ['staff', 'reject', 'pending', 'rejected'],
  ['system', 'approve', 'pending', 'approved'],
  ['system', 'approve', 'rejected', 'approved'],
  ['system', 'reject', 'pending', 'rejected'],
];

describe('account review', () => {
  it('moves exactly as the table says', () => {
    expect(tableMismatches(ACCOUNT_REVIEW_MACHINE, table)).toEqual([]);
    expect(ACCOUNT_REVIEW_MACHINE.allowedActions('pending', 'staff')).toEqual(['approve', 'reject']);
    expect(ACCOUNT_REVIEW_MACHINE.allowedActions('approved', 'staff')).toEqual([]);
  });

  it('shows prices to approved companies only; an unknown status waits for review', () => {
    expect(seesPrices('approved')).toBe(true);
    expect(seesPrices('pending')).toBe(false);
    expect(accountStatusOf('rejected')).toBe('rejected');
    expect(accountStatusOf('on-hold')).toBe('pending');
    expect(accountStatusOf(null)).toBe('pending');
    expect(accountStatusOf(undefined)).toBe('pending');
    expect(seesPrices(APPROVED_ACCOUNT)).toBe(true);
    expect(AWAITING_REVIEW).toBe('pending');
  });

  it('tells a member without prices why, by the status of his company', () => {
    expect(isUnapproved('approved')).toBe(false);
    expect(isUnapproved('pending')).toBe(true);
    expect(isUnapproved('rejected')).toBe(true);
    expect(UNAPPROVED_ACCOUNT_NOTICES.pending.title).toBe('Your account is being reviewed');
    expect(UNAPPROVED_ACCOUNT_NOTICES.rejected.title).toBe('Your account was not approved');
  });

  it('says why a step the table does not allow is refused', () => {
    expect(ACCOUNT_REVIEW_MACHINE.decide('approved', 'approve', 'staff', undefined)).toEqual({
      allowed: false,
      reason: 'This company is already approved.',
      cause: 'table',
    });
    expect(ACCOUNT_REVIEW_MACHINE.from('reject')).toEqual(['pending']);
  });
});
