// SQL of second factors: the authenticator app's secret on the user, passkeys, recovery codes and
// the short-lived challenges of a half-finished sign-in or a passkey being added. Create it with a
// transaction (`createSecondFactorRepository(tx)`) to make a use case atomic.
import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passkeys, recoveryCodes, secondFactorChallenges, users } from '../../db/schema.ts';
import { present } from '../../lib/present.ts';

export type ChallengePurpose = 'sign-in' | 'passkey-registration';

/** The unused, unexpired sign-in challenge of this mfa_token hash. */
const liveSignIn = (tokenHash: string, at: Date) =>
  and(
    eq(secondFactorChallenges.tokenHash, tokenHash),
    eq(secondFactorChallenges.purpose, 'sign-in'),
    isNull(secondFactorChallenges.usedAt),
    gt(secondFactorChallenges.expiresAt, at),
  );

export function createSecondFactorRepository(db: DbOrTx) {
  return {
    async findUser(userId: number) {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          totpSecret: users.totpSecret,
          totpAddedAt: users.totpAddedAt,
          totpPendingSecret: users.totpPendingSecret,
          totpLastStep: users.totpLastStep,
        })
        .from(users)
        .where(eq(users.id, userId));
      return user ?? null;
    },

    /** Locks the user's row: changes to one user's factors take turns (the last factor stays). */
    async lockUser(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async setPendingTotp(userId: number, sealed: string | null): Promise<void> {
      await db.update(users).set({ totpPendingSecret: sealed }).where(eq(users.id, userId));
    },

    async setTotp(userId: number, sealed: string | null, at: Date | null, lastStep = 0): Promise<void> {
      await db
        .update(users)
        .set({ totpSecret: sealed, totpAddedAt: at, totpPendingSecret: null, totpLastStep: lastStep })
        .where(eq(users.id, userId));
    },

    /**
     * Records that the code of `step` was used, unless that step or a later one already was: true
     * when this use wins (two sign-ins with one code at once: one of them).
     */
    async useTotpStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), lt(users.totpLastStep, step)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    listPasskeys: (userId: number) =>
      db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id)),

    async findPasskey(credentialId: string) {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row ?? null;
    },

    async insertPasskey(row: typeof passkeys.$inferInsert) {
      const [inserted] = await db.insert(passkeys).values(row).returning();
      return present(inserted, 'the inserted passkey');
    },

    async passkeyUsed(id: number, signCount: number, at: Date): Promise<void> {
      await db.update(passkeys).set({ signCount, lastUsedAt: at }).where(eq(passkeys.id, id));
    },

    async deletePasskey(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (hashes.length)
        await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Uses up an unused recovery code in one statement: true once per code. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    /** Every second factor of the user gone (an admin's reset). */
    async removeAll(userId: number): Promise<void> {
      await db.delete(passkeys).where(eq(passkeys.userId, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.delete(secondFactorChallenges).where(eq(secondFactorChallenges.userId, userId));
      await db
        .update(users)
        .set({ totpSecret: null, totpAddedAt: null, totpPendingSecret: null, totpLastStep: 0 })
        .where(eq(users.id, userId));
    },

    async insertChallenge(row: {
      userId: number;
      purpose: ChallengePurpose;
      tokenHash?: string | null;
      webauthnChallenge?: string | null;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(secondFactorChallenges).values(row);
    },

    async findSignIn(tokenHash: string, at: Date) {
      const [row] = await db.select().from(secondFactorChallenges).where(liveSignIn(tokenHash, at));
      return row ?? null;
    },

    /** The live half-finished sign-in of this token, locked: its tries take turns. */
    async lockSignIn(tokenHash: string, at: Date) {
      const [row] = await db
        .select()
        .from(secondFactorChallenges)
        .where(liveSignIn(tokenHash, at))
        .for('update');
      return row ?? null;
    },

    async setWebauthnChallenge(id: number, challenge: string): Promise<void> {
      await db
        .update(secondFactorChallenges)
        .set({ webauthnChallenge: challenge })
        .where(eq(secondFactorChallenges.id, id));
    },

    async failedTry(id: number): Promise<number> {
      const [row] = await db
        .update(secondFactorChallenges)
        .set({ failedAttempts: sql`${secondFactorChallenges.failedAttempts} + 1` })
        .where(eq(secondFactorChallenges.id, id))
        .returning({ failedAttempts: secondFactorChallenges.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    async endChallenge(id: number, at: Date): Promise<void> {
      await db.update(secondFactorChallenges).set({ usedAt: at }).where(eq(secondFactorChallenges.id, id));
    },

    /** Uses up the user's live registration challenge with this value: true once. */
    async useRegistrationChallenge(userId: number, challenge: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(secondFactorChallenges)
        .set({ usedAt: at })
        .where(
          and(
            eq(secondFactorChallenges.userId, userId),
            eq(secondFactorChallenges.purpose, 'passkey-registration'),
            eq(secondFactorChallenges.webauthnChallenge, challenge),
            isNull(secondFactorChallenges.usedAt),
            gt(secondFactorChallenges.expiresAt, at),
          ),
        )
        .returning({ id: secondFactorChallenges.id });
      return rows.length === 1;
    },

    /** Challenges past their end: nothing can use them any more. */
    async deleteExpiredChallenges(before: Date): Promise<void> {
      await db.delete(secondFactorChallenges).where(lt(secondFactorChallenges.expiresAt, before));
    },
  };
}

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
