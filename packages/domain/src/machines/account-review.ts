// The review of a dealer's company: a sign-up waits for the sales team, who approve it (then its
// members see prices) or reject it with a reason; a rejected company can be approved later.
import { ACCOUNT_STATUSES, type AccountStatus } from './account-status.ts';
import { defineMachine } from './state-machine.ts';

export const ACCOUNT_REVIEW_ACTIONS = ['approve', 'reject'] as const;
export type AccountReviewAction = (typeof ACCOUNT_REVIEW_ACTIONS)[number];

export const ACCOUNT_REVIEW_MACHINE = /* @__PURE__ */ defineMachine<AccountStatus, AccountReviewAction>({
  name: 'account review',
  states: ACCOUNT_STATUSES,
  actions: ACCOUNT_REVIEW_ACTIONS,
  transitions: [
    { action: 'approve', from: ['pending', 'rejected'], to: 'approved', roles: ['staff', 'system'] },
    { action: 'reject', from: ['pending'], to: 'rejected', roles: ['staff', 'system'] },
  ],
  notAllowed: {
    approve: /*i18n*/ 'This company is already approved.',
    reject: /*i18n*/ 'Only a company waiting for approval can be rejected.',
  },
});
