// SQL of notification addresses: the confirmed list (companies.emails) and the addresses waiting for
// their owner's click (notification_address_confirmations).
import { and, asc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, notificationAddressConfirmations, users } from '../../db/schema.ts';

export function createNotificationAddressesRepository(db: DbOrTx) {
  return {
    /** The language the user who signs in with `email` chose; null: none chosen (or no such user). */
    async languageOf(email: string): Promise<string | null> {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.email, email));
      return row?.language ?? null;
    },

    /**
     * The confirmed list. `lock` (in a transaction) locks the company's row until it ends, so two
     * changes of the list at once (two tabs, a double click, two links clicked) run one after the
     * other and neither writes over what the other just added.
     */
    async confirmedAddresses(companyId: number, options: { lock?: boolean } = {}): Promise<string[]> {
      const query = db
        .select({ emails: companies.emails })
        .from(companies)
        .where(eq(companies.id, companyId));
      const [row] = options.lock ? await query.for('no key update') : await query;
      return row?.emails ?? [];
    },

    async setConfirmedAddresses(companyId: number, emails: string[]): Promise<void> {
      await db.update(companies).set({ emails }).where(eq(companies.id, companyId));
    },

    async pendingAddresses(companyId: number, now: Date): Promise<string[]> {
      const rows = await db
        .select({ email: notificationAddressConfirmations.email })
        .from(notificationAddressConfirmations)
        .where(
          and(
            eq(notificationAddressConfirmations.companyId, companyId),
            gt(notificationAddressConfirmations.expiresAt, now),
          ),
        )
        .orderBy(asc(notificationAddressConfirmations.id));
      return rows.map((row) => row.email);
    },

    /** Starts (or restarts, with a new link) the confirmation of one address. */
    async upsertPending(row: { companyId: number; email: string; tokenHash: string; expiresAt: Date }) {
      await db
        .insert(notificationAddressConfirmations)
        .values(row)
        .onConflictDoUpdate({
          target: [notificationAddressConfirmations.companyId, notificationAddressConfirmations.email],
          set: { tokenHash: row.tokenHash, expiresAt: row.expiresAt, createdAt: sql`now()` },
        });
    },

    /** Drops pending addresses the member took off the list (all of them when `keep` is empty). */
    async removePendingExcept(companyId: number, keep: string[]): Promise<void> {
      await db
        .delete(notificationAddressConfirmations)
        .where(
          keep.length > 0
            ? and(
                eq(notificationAddressConfirmations.companyId, companyId),
                notInArray(notificationAddressConfirmations.email, keep),
              )
            : eq(notificationAddressConfirmations.companyId, companyId),
        );
    },

    /** Uses up a live confirmation link; null when unknown, used or expired. */
    async consume(tokenHash: string, now: Date) {
      const [row] = await db
        .delete(notificationAddressConfirmations)
        .where(
          and(
            eq(notificationAddressConfirmations.tokenHash, tokenHash),
            gt(notificationAddressConfirmations.expiresAt, now),
          ),
        )
        .returning({
          companyId: notificationAddressConfirmations.companyId,
          email: notificationAddressConfirmations.email,
        });
      return row ?? null;
    },
  };
}
