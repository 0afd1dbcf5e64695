// Transactional outbox: a service writes the e-mail in the same transaction as the offer
// or enquiry it describes, so either both exist or neither does; the mail worker delivers it later.
import type { DbOrTx } from '../../db/client.ts';
import { createOutboxRepository } from './outbox.repository.ts';

export interface OutgoingEmail {
  /** What the mail is about, for staff and logs: 'offer-sales', 'offer-confirmation', 'enquiry', ... */
  kind: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string | undefined;
}

// Header values must stay on one line (no header injection through a subject or address).
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/** Queues one e-mail; returns the outbox row id. Call it with the transaction of the business write. */
export async function enqueueEmail(tx: DbOrTx, email: OutgoingEmail): Promise<number> {
  const to = [...new Set(email.to.map(oneLine).filter(Boolean))];
  if (to.length === 0) throw new Error(`enqueueEmail(${email.kind}): no recipients`);
  return createOutboxRepository(tx).insert({
    kind: email.kind,
    to,
    replyTo: email.replyTo ? oneLine(email.replyTo) : null,
    subject: oneLine(email.subject).slice(0, 250),
    html: email.html,
    text: email.text,
    // Due from the application's clock, the one the worker compares with (millisecond precision):
    // the column default, PostgreSQL's now(), has microseconds and could leave a row written this
    // very millisecond looking due a fraction of a millisecond later than the worker's "now".
    dueAt: new Date(),
  });
}
