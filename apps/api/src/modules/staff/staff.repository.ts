// SQL of the users the back office manages: the staff list, invited users, deactivation.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, countries, users } from '../../db/schema.ts';
import { present } from '../../lib/present.ts';

export type UserRow = typeof users.$inferSelect;

export function createStaffRepository(db: DbOrTx) {
  return {
    /** Staff and admins, active first then by name. */
    async listStaff() {
      return db
        .select()
        .from(users)
        .where(inArray(users.role, ['staff', 'admin']))
        .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.contactName), asc(users.id));
    },

    async findUser(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    /** The company a customer user is invited into, with the currency their prices start in. */
    async findCompanyCurrency(companyId: number) {
      const [row] = await db
        .select({ name: companies.name, currency: countries.currency })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(eq(companies.id, companyId));
      return row ? { name: row.name, currency: row.currency.trim() } : null;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return present(row, 'the inserted user');
    },

    async setDeactivatedAt(id: number, at: Date | null): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ deactivatedAt: at, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return present(row, `the user ${id}`);
    },
  };
}
