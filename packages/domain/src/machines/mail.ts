// The delivery of an outgoing e-mail from the outbox: claimed by one instance's worker under a lease,
// sent, retried with backoff, or given up on; staff send a given-up mail again.
import { defineMachine } from './state-machine.ts';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_ACTIONS = ['claim', 'deliver', 'retry', 'give-up', 'release', 'resend'] as const;
export type OutboxAction = (typeof OUTBOX_ACTIONS)[number];

/**
 * claim: a due pending row, or a sending row whose lease ran out (its instance died), is leased to a
 * worker. deliver / retry / give-up: the attempt's outcome. release: a worker that stops gives back a
 * row it has not sent. resend: staff try a dead mail again with a fresh set of attempts.
 */
export const MAIL_MACHINE = /* @__PURE__ */ defineMachine<OutboxStatus, OutboxAction>({
  name: 'outgoing mail',
  states: OUTBOX_STATUSES,
  actions: OUTBOX_ACTIONS,
  transitions: [
    { action: 'claim', from: ['pending', 'sending'], to: 'sending', roles: ['system'] },
    { action: 'deliver', from: ['sending'], to: 'sent', roles: ['system'] },
    { action: 'retry', from: ['sending'], to: 'pending', roles: ['system'] },
    { action: 'give-up', from: ['sending'], to: 'dead', roles: ['system'] },
    { action: 'release', from: ['sending'], to: 'pending', roles: ['system'] },
    { action: 'resend', from: ['dead'], to: 'pending', roles: ['staff'] },
  ],
  notAllowed: {
    claim: /*i18n*/ 'This e-mail is not waiting to be sent.',
    deliver: /*i18n*/ 'This e-mail is not being sent.',
    retry: /*i18n*/ 'This e-mail is not being sent.',
    'give-up': /*i18n*/ 'This e-mail is not being sent.',
    release: /*i18n*/ 'This e-mail is not being sent.',
    resend: /*i18n*/ 'Only an e-mail that could not be delivered can be sent again.',
  },
});

/** The state an action of the outbox leads to (the outbox's SQL writes it). */
export function outboxStateAfter(action: OutboxAction): OutboxStatus {
  const [from] = MAIL_MACHINE.from(action);
  const to =
    from === undefined ? null : MAIL_MACHINE.next(from, action, action === 'resend' ? 'staff' : 'system');
  if (to === null) throw new Error(`The outgoing mail machine has no transition for '${action}'.`);
  return to;
}

/** Mail the worker gave up on: what the outbox page opens on, and the dashboard counts. */
export const UNDELIVERABLE_MAIL: OutboxStatus = outboxStateAfter('give-up');

/** Each state as staff read it (the outbox page, the activity log). */
export const OUTBOX_STATUS_LABELS: Readonly<Record<OutboxStatus, string>> = {
  pending: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  dead: 'Undeliverable',
};
