// SQL of the member's own currency accounts and contact details. Every query is keyed by the
// caller's own user or company id (taken from the verified token, never from the request).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, countries, currencyAccounts, users } from '../../db/schema.ts';
import { jpyPerUnitInForce } from '../pricing/forex-in-force.ts';

export function createAccountsRepository(db: DbOrTx) {
  return {
    /** Each account with the rate in force now (null: the currency has no rate yet). */
    async listCurrencyAccounts(companyId: number) {
      return db
        .select({
          currency: currencyAccounts.currency,
          jpyPerUnit: jpyPerUnitInForce(sql`${currencyAccounts.currency}`),
        })
        .from(currencyAccounts)
        .where(eq(currencyAccounts.companyId, companyId))
        .orderBy(asc(currencyAccounts.id));
    },

    async hasCurrencyAccount(companyId: number, currency: string): Promise<boolean> {
      const [row] = await db
        .select({ id: currencyAccounts.id })
        .from(currencyAccounts)
        .where(and(eq(currencyAccounts.companyId, companyId), eq(currencyAccounts.currency, currency)));
      return row !== undefined;
    },

    async setLanguage(userId: number, language: Language): Promise<void> {
      await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async setActiveCurrency(userId: number, currency: string): Promise<void> {
      await db
        .update(users)
        .set({ activeCurrency: currency, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async findProfile(userId: number) {
      const [row] = await db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          contactName: users.contactName,
          signInEmail: users.email,
          emails: companies.emails,
          phone: companies.phone,
          countryId: companies.countryId,
          countryName: countries.name,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async updateContactDetails(
      ids: { userId: number; companyId: number },
      input: { contactName: string; phone: string },
    ): Promise<void> {
      await db
        .update(users)
        .set({ contactName: input.contactName, updatedAt: new Date() })
        .where(eq(users.id, ids.userId));
      // The notification addresses are changed by the notification-addresses service (confirmation).
      await db.update(companies).set({ phone: input.phone }).where(eq(companies.id, ids.companyId));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
