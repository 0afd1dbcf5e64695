// Notifications: a service calls notify(tx, audience, notification) in the transaction of
// the change it reports, like recordActivity. What a notification is and the notify function every
// service is handed; the notifier that writes the rows and queues the e-mails is
// modules/notifications/notifier.ts, built once in services.ts (lib/ never imports a module).
//
// A notification is stored in English, as the code wrote it (the sales team's logs and old rows read
// it so; invoices.repository's `notified` compares titles), and shown in the reader's language: each
// title and each sentence of a body is a message of the server catalogue, a marked literal or a
// `fill(/*i18n*/ '…{name}…', values)` template (@ibc/domain message-text.ts), which the reader's
// translator finds back in the English text (`notificationText`).
import { DEFAULT_LANGUAGE, type NotificationKind } from '@ibc/domain';
import type { DbOrTx } from '../db/client.ts';
import type { Translator } from './i18n.ts';

/** Who is told: one user, every active user of a company, or every active staff user. */
export type NotificationAudience = { userId: number } | { companyId: number } | { staff: true };

export interface NotificationInput {
  kind: NotificationKind;
  /** One line: 'Counter offer on 2019 Toyota Aqua: NZD 12,500', one message of the catalogue. */
  title: string;
  /** Whole sentences, each a message (`sentences`), or words a person typed (kept as typed). */
  body?: string;
  /** Where it leads in the site: '/my-account/purchases/12'. */
  link?: string;
}

/** Writes the notification for each recipient (and queues the e-mails); returns the recipients' ids. */
export type Notify = (
  tx: DbOrTx,
  audience: NotificationAudience,
  input: NotificationInput,
) => Promise<number[]>;

/**
 * A body of several sentences, each a message of its own (a marked literal or a filled template) on a
 * line of its own, so the reader's words are found sentence by sentence; a missing one (a clause that
 * does not apply) is left out.
 */
export const sentences = (...parts: readonly (string | false | null | undefined)[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');

/**
 * A notification's title or body, stored in English, in the reader's language: each line one message,
 * translated with its values (a stage name inside is translated too). What the catalogue does not
 * hold stays as written: words a person typed, and old rows whose English no message writes any more.
 */
export function notificationText(english: string, words: Pick<Translator, 'language' | 'text'>): string {
  if (words.language === DEFAULT_LANGUAGE || english === '') return english;
  return english
    .split('\n')
    .map((line) => words.text(line))
    .join('\n');
}
