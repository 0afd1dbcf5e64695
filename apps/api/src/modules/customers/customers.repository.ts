// SQL of the sales team's customer reviews: companies waiting for approval and their decision.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, countries, users } from '../../db/schema.ts';

export function createCustomersRepository(db: DbOrTx) {
  return {
    /** Companies waiting for a decision, oldest first, with their sign-in users. */
    async listPending() {
      return db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          countryName: countries.name,
          createdAt: companies.createdAt,
          userEmail: users.email,
          contactName: users.contactName,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .leftJoin(users, eq(users.companyId, companies.id))
        .where(eq(companies.status, 'pending'))
        .orderBy(asc(companies.createdAt), asc(companies.id));
    },

    async findCompanyOfUser(email: string) {
      const [row] = await db
        .select({ companyId: companies.id, companyName: companies.name, status: companies.status })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.email, email.trim().toLowerCase()));
      return row ?? null;
    },

    /**
     * Records the decision; null when the company is not in a state it may come from (a pending one
     * may be approved or rejected; a rejected one may still be approved on a second look).
     */
    async decide(companyId: number, decision: 'approved' | 'rejected', note: string | null, at: Date) {
      const from = decision === 'approved' ? ['pending', 'rejected'] : ['pending'];
      const [row] = await db
        .update(companies)
        .set({ status: decision, reviewNote: note, reviewedAt: at })
        .where(and(eq(companies.id, companyId), inArray(companies.status, from)))
        .returning({ id: companies.id, name: companies.name, emails: companies.emails });
      return row ?? null;
    },
  };
}
