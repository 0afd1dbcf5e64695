// The review of a dealer's company: a sign-up waits for the sales team, who approve it (then its
// members see prices) or reject it with a reason; a rejected company can be approved later.
import { ACCOUNT_MESSAGES } from '../account-messages.ts';
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
    approve: 'This company is already approved.',
    reject: 'Only a company waiting for approval can be rejected.',
  },
});

/** A sign-up nobody has decided on yet: where every company starts, and what the back office lists first. */
export const AWAITING_REVIEW: AccountStatus = 'pending';

/** The status whose members see prices; staff users count as approved. */
export const APPROVED_ACCOUNT: AccountStatus = 'approved';

/** Only an approved company's members see prices. */
export const seesPrices = (status: string): boolean => status === APPROVED_ACCOUNT;

/** The statuses that keep a company's members from prices. */
export type UnapprovedAccountStatus = Exclude<AccountStatus, 'approved'>;

/** The company is waiting for review or was rejected: its members see no prices. */
export function isUnapproved(status: AccountStatus): status is UnapprovedAccountStatus {
  return !seesPrices(status);
}

/** What a member of a company that is not approved is told: the notice's heading and the API's 403. */
export const UNAPPROVED_ACCOUNT_NOTICES: Readonly<
  Record<UnapprovedAccountStatus, { title: string; message: string }>
> = {
  pending: { title: 'Your account is being reviewed', message: ACCOUNT_MESSAGES.accountPending },
  rejected: { title: 'Your account was not approved', message: ACCOUNT_MESSAGES.accountRejected },
};

/** A status read from the database as one of the list (anything unknown waits for review). */
export function accountStatusOf(value: string | null | undefined): AccountStatus {
  return value !== null && value !== undefined && ACCOUNT_REVIEW_MACHINE.isState(value)
    ? value
    : AWAITING_REVIEW;
}
