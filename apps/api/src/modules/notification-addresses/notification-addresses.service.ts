// Where a company's mail goes. A member may list up to five notification
// addresses, but no mail goes to a new one until its owner clicks the link sent there: otherwise any
// member could make the site mail another company. The confirmation mail itself has fixed text only
// (nothing a member typed) and is limited per target address, so it cannot be used as a relay either.
// It is written in the language the company's user who listed the address chose.
import { msg } from '@lingui/core/runtime-macro';
import { ACCOUNT_MESSAGES } from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { translator, type Translator } from '../../lib/i18n.ts';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token.ts';
import { pageUrl } from '../mail/links.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';
import { createNotificationAddressesRepository } from './notification-addresses.repository.ts';

const DAY = 24 * 60 * 60_000;
export const CONFIRMATION_LINK_TTL_MS = 7 * DAY;
/** Confirmation mails one address may receive a day, whoever asks. */
export const CONFIRMATIONS_PER_ADDRESS: RateLimitRule = {
  name: 'notification-address:email',
  limit: 3,
  windowMs: DAY,
};
export const CONFIRM_EMAIL_PATH = '/account/confirm-email';

export interface NotificationAddressesDeps {
  db: Db;
  publicUrl: () => string;
  now?: () => Date;
}

export interface AddressListChange {
  companyId: number;
  /** The list the member wants, in order. */
  emails: string[];
  /** The member's sign-in address, confirmed when its owner verified it (counts as confirmed). */
  signInEmail: string;
  signInVerified: boolean;
}

function confirmationEmail(link: string, words: Translator) {
  const { t } = words;
  const title = t(msg({ message: 'Confirm this address for IBC Japan notifications' }));
  const rendered = renderEmail(
    {
      title,
      preheader: t(msg({ message: 'A dealer account asked to send its notifications to this address.' })),
      blocks: [
        {
          type: 'paragraph',
          text: t(
            msg({
              message:
                'A dealer account at IBC Japan asked to send its notifications (offers, invoices and shipping updates) to this address.',
            }),
          ),
        },
        { type: 'button', label: t(msg({ message: 'Confirm this address' })), href: link },
        {
          type: 'paragraph',
          text: t(
            msg({
              message:
                'The link is valid for 7 days. If you do not expect these notifications, ignore this e-mail: nothing more will be sent here.',
            }),
          ),
        },
      ],
    },
    words,
  );
  return { ...rendered, subject: title };
}

export function createNotificationAddressesService(deps: NotificationAddressesDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Applies the member's list within the caller's transaction: confirmed addresses stay (in the new
     * order), new ones wait for confirmation and get a link, removed ones go. Returns the addresses
     * a confirmation mail was queued for (the caller wakes the mail worker after commit).
     */
    async replace(tx: DbOrTx, change: AddressListChange): Promise<{ confirmationsQueued: string[] }> {
      const repo = createNotificationAddressesRepository(tx);
      const at = now();
      const confirmed = new Set(await repo.confirmedAddresses(change.companyId, { lock: true }));
      if (change.signInVerified) confirmed.add(change.signInEmail);
      const keep = change.emails.filter((email) => confirmed.has(email));
      const waiting = change.emails.filter((email) => !confirmed.has(email));
      const alreadyPending = new Set(await repo.pendingAddresses(change.companyId, at));
      await repo.setConfirmedAddresses(change.companyId, keep);
      await repo.removePendingExcept(change.companyId, waiting);
      const confirmationsQueued: string[] = [];
      let words: Translator | undefined;
      for (const email of waiting) {
        // An address already waiting keeps its link; saving the profile again does not mail it again.
        if (alreadyPending.has(email)) continue;
        const allowance = await consumeRateLimit(tx, CONFIRMATIONS_PER_ADDRESS, email, at);
        if (!allowance.allowed) continue;
        const token = newOpaqueToken();
        await repo.upsertPending({
          companyId: change.companyId,
          email,
          tokenHash: hashOpaqueToken(token),
          expiresAt: new Date(at.getTime() + CONFIRMATION_LINK_TTL_MS),
        });
        words ??= await translator(await repo.languageOf(change.signInEmail));
        const link = pageUrl(
          deps.publicUrl(),
          `${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`,
          words.language,
        );
        await enqueueEmail(tx, {
          kind: 'confirm-notification-address',
          to: [email],
          ...confirmationEmail(link, words),
        });
        confirmationsQueued.push(email);
      }
      return { confirmationsQueued };
    },

    /** Addresses waiting for their owner's click (shown on the profile). */
    async pending(companyId: number): Promise<string[]> {
      return createNotificationAddressesRepository(deps.db).pendingAddresses(companyId, now());
    },

    /** The owner of the address clicked the link: from now on the company's mail goes there too. */
    async confirm(token: string): Promise<{ email: string }> {
      return deps.db.transaction(async (tx) => {
        const repo = createNotificationAddressesRepository(tx);
        const used = await repo.consume(hashOpaqueToken(token), now());
        if (!used) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
        const current = await repo.confirmedAddresses(used.companyId, { lock: true });
        if (!current.includes(used.email)) {
          await repo.setConfirmedAddresses(used.companyId, [...current, used.email]);
        }
        return { email: used.email };
      });
    },
  };
}

export type NotificationAddressesService = ReturnType<typeof createNotificationAddressesService>;
