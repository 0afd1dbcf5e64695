// The review of a dealer's company: a sign-up waits for the sales team, who approve it (then its
// members see prices) or reject it with a reason; a rejected company can be approved later.
import { defineMachine } from './state-machine.ts';

export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_REVIEW_ACTIONS = ['approve', 'reject'] as const;
export type AccountReviewAction = (typeof ACCOUNT_REVIEW_ACTIONS)[number];

export const ACCOUNT_REVIEW_MACHINE = defineMachine<AccountStatus, AccountReviewAction>({
  name: 'account review',
  states: ACCOUNT_STATUSES,
  actions: ACCOUNT_REVIEW_ACTIONS,
  transitions: [
    { action: 'approve', from: ['pending', 'rejected'], to: 'approved', roles: ['staff', 'system'] },
    { action: 'reject', from: ['pending'], to: 'rejected', roles: ['staff', 'system'] },
  ],
  notAllowed: {
    approve: 'This company is approved already.',
    reject: 'Only a company waiting for approval can be rejected.',
  },
});

/** Only an approved company's members see prices. */
export const seesPrices = (status: string): boolean => status === 'approved';

/** A status read from the database as one of the list (anything unknown waits for review). */
export function accountStatusOf(value: string | null | undefined): AccountStatus {
  return value !== null && value !== undefined && ACCOUNT_REVIEW_MACHINE.isState(value) ? value : 'pending';
}
