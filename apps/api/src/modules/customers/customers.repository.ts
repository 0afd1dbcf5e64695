// SQL of the sales team's customers: the company list and record, its users and currency
// accounts, the review decision on a sign-up, and what the company form chooses from.
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { AWAITING_REVIEW, type AccountStatus, type CustomerListQuery } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import { companies, countries, currencies, currencyAccounts, ports, users } from '../../db/schema.ts';
import { jpyPerUnitInForce } from '../pricing/forex-in-force.ts';
import { present } from '../../lib/present.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Pick<
  typeof companies.$inferInsert,
  | 'name'
  | 'countryId'
  | 'portId'
  | 'exportRegion'
  | 'emails'
  | 'hasAccessBmsm'
  | 'hasIdirectAccess'
  | 'dduShippingCompanyName'
  | 'accountManagerId'
  | 'address'
>;

/** `text` as a literal LIKE pattern: its own % and _ match only themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

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
        .where(eq(companies.status, AWAITING_REVIEW))
        .orderBy(asc(companies.createdAt), asc(companies.id));
    },

    /**
     * One page of companies: filtered by status and by text in the company name or a user's sign-in
     * e-mail; newest first, with the sign-ups waiting for a decision on top when no status is chosen.
     */
    async list(query: CustomerListQuery) {
      const filters: (SQL | undefined)[] = [];
      if (query.status) filters.push(eq(companies.status, query.status));
      if (query.q) {
        const pattern = containing(query.q);
        const userMatches = db
          .select({ one: sql`1` })
          .from(users)
          .where(and(eq(users.companyId, companies.id), ilike(users.email, pattern)));
        filters.push(or(ilike(companies.name, pattern), exists(userMatches)));
      }
      const where = filters.length > 0 ? and(...filters) : undefined;
      const order = [desc(companies.createdAt), desc(companies.id)];
      if (!query.status) order.unshift(desc(sql`${companies.status} = ${AWAITING_REVIEW}`));
      const items = await db
        .select({
          id: companies.id,
          name: companies.name,
          countryName: countries.name,
          status: companies.status,
          createdAt: companies.createdAt,
          usersCount: sql<number>`(select count(*)::int from ${users} where ${users.companyId} = ${companies.id})`,
        })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ n: count() }).from(companies).where(where);
      return { items, total: total?.n ?? 0 };
    },

    async countByStatus(status: AccountStatus): Promise<number> {
      const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.status, status));
      return row?.n ?? 0;
    },

    async findCompany(id: number) {
      const [row] = await db
        .select({ company: companies, countryName: countries.name })
        .from(companies)
        .innerJoin(countries, eq(countries.id, companies.countryId))
        .where(eq(companies.id, id));
      return row ?? null;
    },

    /** Locks the company row for the rest of the transaction (edits of one company run one after the other). */
    async lockCompany(id: number): Promise<CompanyRow | null> {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
      return row ?? null;
    },

    async listUsers(companyId: number) {
      return db
        .select()
        .from(users)
        .where(eq(users.companyId, companyId))
        .orderBy(asc(users.createdAt), asc(users.id));
    },

    /** The company's accounts with the yen per unit in force now (none for JPY). */
    async listCurrencyAccounts(companyId: number) {
      return db
        .select({
          id: currencyAccounts.id,
          currency: sql<string>`trim(${currencyAccounts.currency})`,
          jpyPerUnit: jpyPerUnitInForce(sql`${currencyAccounts.currency}`),
        })
        .from(currencyAccounts)
        .where(eq(currencyAccounts.companyId, companyId))
        .orderBy(asc(currencyAccounts.id));
    },

    async findCountry(id: number) {
      const [row] = await db.select().from(countries).where(eq(countries.id, id));
      return row ?? null;
    },

    async findPort(id: number) {
      const [row] = await db.select().from(ports).where(eq(ports.id, id));
      return row ?? null;
    },

    /** An active staff or admin user (who may look after a customer). */
    async findActiveStaff(id: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), inArray(users.role, ['staff', 'admin']), isNull(users.deactivatedAt)));
      return row ?? null;
    },

    async updateCompany(id: number, values: CompanyValues): Promise<CompanyRow> {
      const [row] = await db.update(companies).set(values).where(eq(companies.id, id)).returning();
      return present(row, `the company ${id}`);
    },

    async findCurrency(code: string) {
      const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
      return row ?? null;
    },

    /** Null when the company already has an account in this currency. */
    async insertCurrencyAccount(companyId: number, currency: string) {
      const [row] = await db
        .insert(currencyAccounts)
        .values({ companyId, currency })
        .onConflictDoNothing()
        .returning({ id: currencyAccounts.id });
      return row ?? null;
    },

    /** What the company form chooses from. */
    async formOptions() {
      const countryRows = await db
        .select({ id: countries.id, name: countries.name })
        .from(countries)
        .orderBy(asc(countries.name));
      const portRows = await db
        .select({ id: ports.id, countryId: ports.countryId, name: ports.name })
        .from(ports)
        .orderBy(asc(ports.name));
      const staffRows = await db
        .select({ id: users.id, contactName: users.contactName, email: users.email })
        .from(users)
        .where(and(inArray(users.role, ['staff', 'admin']), isNull(users.deactivatedAt)))
        .orderBy(asc(users.contactName));
      const currencyRows = await db
        .select({ code: sql<string>`trim(${currencies.code})`, name: currencies.name })
        .from(currencies)
        .orderBy(asc(currencies.code));
      return {
        countries: countryRows.map((c) => ({
          ...c,
          ports: portRows.filter((p) => p.countryId === c.id).map(({ id, name }) => ({ id, name })),
        })),
        accountManagers: staffRows,
        currencies: currencyRows,
      };
    },

    /**
     * Locks the company one of whose users signs in with `email` (the CLI's way to name it), and
     * tells that user's chosen language.
     */
    async lockCompanyOfUser(email: string): Promise<{ company: CompanyRow; language: string | null } | null> {
      const [row] = await db
        .select({ company: companies, language: users.language })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.email, email.trim().toLowerCase()))
        .for('update', { of: companies });
      return row ?? null;
    },

    /** Writes the review's outcome on the locked company (the account review machine chose the status). */
    async writeReview(companyId: number, status: AccountStatus, note: string | null, at: Date) {
      const [row] = await db
        .update(companies)
        .set({ status, reviewNote: note, reviewedAt: at })
        .where(eq(companies.id, companyId))
        .returning({ id: companies.id, name: companies.name, emails: companies.emails });
      return present(row, `the company ${companyId}`);
    },
  };
}
