import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REVIEW_MACHINE,
  accountStatusOf,
  seesPrices,
  type AccountReviewAction,
  type AccountStatus,
} from './account-review.ts';
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
  });
});
