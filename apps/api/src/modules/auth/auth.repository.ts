// SQL of sign-in, refresh rotation, sign-up and one-time links and of the token-signing secret (the
// member loaded per request is read by db/member-read-model.ts). Create it with a transaction
// (`createAuthRepository(tx)`) to make a use case atomic.
import { and, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Language, SecondFactorMethod } from '@ibc/domain';
import { AWAITING_REVIEW } from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  appSettings,
  companies,
  countries,
  currencyAccounts,
  knownDevices,
  oneTimeTokens,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema.ts';
import { present } from '../../lib/present.ts';

export type OneTimePurpose = 'password-reset' | 'verify-email';

/** The one-time token of this hash and purpose, if it is unused and unexpired. */
const liveOneTimeToken = (tokenHash: string, purpose: OneTimePurpose, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

export function createAuthRepository(db: DbOrTx) {
  /** Revokes the refresh tokens picked by `which` that are not revoked yet. */
  async function revokeLive(which: SQL, now: Date): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(which, isNull(refreshTokens.revokedAt)));
  }

  /**
   * Ends the user's live sessions picked by `which` (all when omitted) with their refresh tokens;
   * answers how many ended.
   */
  async function endSessions(userId: number, at: Date, which?: SQL): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ endedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), which))
      .returning({ id: sessions.id });
    if (ended.length)
      await revokeLive(
        inArray(
          refreshTokens.familyId,
          ended.map(({ id }) => id),
        ),
        at,
      );
    return ended.length;
  }

  return {
    async findUserByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return user ?? null;
    },

    async findUserById(id: number) {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user ?? null;
    },

    async insertRefreshToken(row: {
      userId: number;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },

    /**
     * The refresh token of this hash, locked until the transaction ends: concurrent presentations of
     * one token take turns, each seeing what the one before it did.
     */
    async lockRefreshToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update');
      return row ?? null;
    },

    async markRefreshTokenUsed(id: number, now: Date): Promise<void> {
      await db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, id));
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    revokeFamily: (familyId: string, now: Date) => revokeLive(eq(refreshTokens.familyId, familyId), now),

    revokeAllForUser: (userId: number, now: Date) => revokeLive(eq(refreshTokens.userId, userId), now),

    async insertSession(row: {
      id: string;
      userId: number;
      ipAddress: string;
      userAgent: string | null;
      secondFactor: SecondFactorMethod | null;
      at: Date;
    }): Promise<void> {
      const { at, ...values } = row;
      await db.insert(sessions).values({ ...values, createdAt: at, lastSeenAt: at });
    },

    /** A refresh: the session was active now, from this address; false when it has ended. */
    async touchSession(id: string, ipAddress: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ lastSeenAt: at, ipAddress })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    async confirmSession(id: string, method: SecondFactorMethod): Promise<void> {
      await db
        .update(sessions)
        .set({ secondFactor: method })
        .where(and(eq(sessions.id, id), isNull(sessions.secondFactor)));
    },

    liveSessions: (userId: number) =>
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)),

    /** Ends every live session of the user (and its refresh tokens); answers how many. */
    endAllSessions: (userId: number, at: Date) => endSessions(userId, at),

    /** Ends one live session of the user: false when it is not his or has ended already. */
    endSession: async (userId: number, id: string, at: Date) =>
      (await endSessions(userId, at, eq(sessions.id, id))) === 1,

    endOtherSessions: (userId: number, keep: string, at: Date) =>
      endSessions(userId, at, ne(sessions.id, keep)),

    /** Records the browser for the user: true when he never signed in from it before. */
    async rememberDevice(userId: number, deviceHash: string, at: Date): Promise<boolean> {
      const [row] = await db
        .insert(knownDevices)
        .values({ userId, deviceHash, firstSeenAt: at, lastSeenAt: at })
        .onConflictDoUpdate({
          target: [knownDevices.userId, knownDevices.deviceHash],
          set: { lastSeenAt: at },
        })
        // xmax is 0 for a row this statement inserted, not for one it updated.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return row?.inserted === true;
    },

    async findCountry(id: number) {
      const [country] = await db.select().from(countries).where(eq(countries.id, id));
      return country ?? null;
    },

    async insertCustomer(input: {
      companyName: string;
      contactName: string;
      emails: string[];
      phone: string;
      country: { id: number; currency: string; exportRegion: string | null; defaultPortId: number | null };
      passwordHash: string;
      language: Language;
    }) {
      const [signInEmail] = input.emails;
      if (!signInEmail) throw new Error('A sign-up needs its sign-in e-mail address.');
      const [inserted] = await db
        .insert(companies)
        .values({
          name: input.companyName,
          countryId: input.country.id,
          portId: input.country.defaultPortId,
          phone: input.phone,
          // The sign-in address gets the company's mail from the start; the others only once their
          // owners confirm them (notification-addresses service).
          emails: [signInEmail],
          exportRegion: input.country.exportRegion,
          // A new company waits for the sales team before it sees prices.
          status: AWAITING_REVIEW,
        })
        .returning();
      const company = present(inserted, 'the inserted company');
      // A JPY account plus an account in the country's currency.
      const accountCurrencies = [...new Set(['JPY', input.country.currency.trim()])];
      await db
        .insert(currencyAccounts)
        .values(accountCurrencies.map((currency) => ({ companyId: company.id, currency })));
      const [user] = await db
        .insert(users)
        .values({
          email: signInEmail,
          contactName: input.contactName,
          passwordHash: input.passwordHash,
          companyId: company.id,
          activeCurrency: input.country.currency.trim(),
          language: input.language,
        })
        .returning();
      return { company, user: present(user, 'the inserted user') };
    },

    async insertOneTimeToken(row: {
      userId: number;
      purpose: OneTimePurpose;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(oneTimeTokens).values(row);
    },

    async findLiveOneTimeToken(tokenHash: string, purpose: OneTimePurpose, now: Date) {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(liveOneTimeToken(tokenHash, purpose, now));
      return row ?? null;
    },

    /** Atomically uses a live one-time token; null when it was already used, expired or unknown. */
    async consumeOneTimeToken(tokenHash: string, purpose: OneTimePurpose, now: Date) {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(liveOneTimeToken(tokenHash, purpose, now))
        .returning();
      return row ?? null;
    },

    async setPasswordHash(userId: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    async markEmailVerified(userId: number, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },

    /** A password sign-in: counted, so the account summary knows the first from the next. */
    async recordSignIn(userId: number, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ signInCount: sql`${users.signInCount} + 1`, lastSignedInAt: now })
        .where(eq(users.id, userId));
    },

    /** Access tokens issued before this stop working at once (sign-out, password reset). */
    async bumpTokenVersion(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },

    /** Stores an application setting unless it exists; returns the stored value (first writer wins). */
    async ensureSetting(key: string, value: string): Promise<string> {
      await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
      return present(row, `the setting ${key}, inserted just before`).value;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
