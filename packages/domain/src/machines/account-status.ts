// Where a dealer's company stands with the sales team, and what its members may see: kept apart from
// the review's machine (account-review.ts) so every page that checks for prices downloads the words,
// not the table.
import { ACCOUNT_MESSAGES } from '../account-messages.ts';

export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

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
  return value !== null && value !== undefined && (ACCOUNT_STATUSES as readonly string[]).includes(value)
    ? (value as AccountStatus)
    : AWAITING_REVIEW;
}
