import { describe, expect, it } from 'vitest';
import {
  MAIL_MACHINE,
  OUTBOX_STATUS_LABELS,
  outboxStateAfter,
  UNDELIVERABLE_MAIL,
  type OutboxAction,
  type OutboxStatus,
} from './mail.ts';
import { tableMismatches, type TableRow } from './table-check.ts';

const table: TableRow<OutboxStatus, OutboxAction>[] = [
  ['system', 'claim', 'pending', 'sending'],
  ['system', 'claim', 'sending', 'sending'],
  ['system', 'deliver', 'sending', 'sent'],
  ['system', 'retry', 'sending', 'pending'],
  ['system', 'give-up', 'sending', 'dead'],
  ['system', 'release', 'sending', 'pending'],
  ['staff', 'resend', 'dead', 'pending'],
];

describe('outgoing mail', () => {
  it('moves exactly as the table says', () => {
    expect(tableMismatches(MAIL_MACHINE, table)).toEqual([]);
    expect(MAIL_MACHINE.allowedActions('dead', 'staff')).toEqual(['resend']);
    expect(MAIL_MACHINE.allowedActions('sent', 'staff')).toEqual([]);
  });

  it('names the state each step of the outbox writes', () => {
    expect(OUTBOX_ACTIONS_AFTER).toEqual({
      claim: 'sending',
      deliver: 'sent',
      retry: 'pending',
      'give-up': 'dead',
      release: 'pending',
      resend: 'pending',
    });
    expect(UNDELIVERABLE_MAIL).toBe('dead');
    expect(OUTBOX_STATUS_LABELS[UNDELIVERABLE_MAIL]).toBe('Undeliverable');
    expect(MAIL_MACHINE.from('resend', 'staff')).toEqual([UNDELIVERABLE_MAIL]);
  });

  it('names an action the outbox does not know instead of writing a state for it', () => {
    expect(() => outboxStateAfter('archive' as OutboxAction)).toThrow(
      "The outgoing mail machine has no transition for 'archive'.",
    );
  });
});

const OUTBOX_ACTIONS_AFTER = Object.fromEntries(MAIL_MACHINE.actions.map((a) => [a, outboxStateAfter(a)]));
