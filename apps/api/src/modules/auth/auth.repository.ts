// SQL of sign-in, refresh rotation, sign-up and one-time links. Every function accepts a
// transaction so the service can make a use case atomic.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  countries,
  currencyAccounts,
  oneTimeTokens,
  refreshTokens,
  users,
} from '../../db/schema.ts';

export type OneTimePurpose = 'password-reset' | 'verify-email';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function insertRefreshToken(
  db: DbOrTx,
  row: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/**
 * Marks the token used if, and only if, it is live (unused, unrevoked, unexpired). One UPDATE, so
 * two concurrent presentations of the same token cannot both succeed: the loser sees it as reused.
 */
export async function consumeRefreshToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function findCountry(db: DbOrTx, id: number) {
  const [country] = await db.select().from(countries).where(eq(countries.id, id));
  return country ?? null;
}

export async function insertCustomer(
  db: DbOrTx,
  input: {
    companyName: string;
    contactName: string;
    emails: string[];
    phone: string;
    country: { id: number; currency: string; exportRegion: string | null; defaultPortId: number | null };
    passwordHash: string;
  },
) {
  const [company] = await db
    .insert(companies)
    .values({
      name: input.companyName,
      countryId: input.country.id,
      portId: input.country.defaultPortId,
      phone: input.phone,
      // The sign-in address gets the company's mail from the start; the others only once their
      // owners confirm them (notification-addresses service, issue 10 finding 6).
      emails: [input.emails[0]!],
      exportRegion: input.country.exportRegion,
      // A new company waits for the sales team before it sees prices (issue 10, finding 7).
      status: 'pending',
    })
    .returning();
  // Issue 5: a JPY account plus an account in the country's currency.
  const accountCurrencies = [...new Set(['JPY', input.country.currency.trim()])];
  await db
    .insert(currencyAccounts)
    .values(accountCurrencies.map((currency) => ({ companyId: company!.id, currency })));
  const [user] = await db
    .insert(users)
    .values({
      email: input.emails[0]!,
      contactName: input.contactName,
      passwordHash: input.passwordHash,
      companyId: company!.id,
      activeCurrency: input.country.currency.trim(),
    })
    .returning();
  return { company: company!, user: user! };
}

export async function insertOneTimeToken(
  db: DbOrTx,
  row: { userId: number; purpose: OneTimePurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(row);
}

export async function findLiveOneTimeToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: OneTimePurpose,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Atomically uses a live one-time token; null when it was already used, expired or unknown. */
export async function consumeOneTimeToken(db: DbOrTx, tokenHash: string, purpose: OneTimePurpose, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setPasswordHash(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/** Access tokens issued before this stop working at once (sign-out, password reset). */
export async function bumpTokenVersion(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
