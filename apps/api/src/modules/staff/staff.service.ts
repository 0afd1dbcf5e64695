// The users the back office manages: admins invite staff users by e-mail; the sales team
// invites customer users into a company (through the customers service, which gets `inviteInTx` in
// modules/services.ts) and deactivates users. Sessions and password links belong to the auth module,
// so they arrive here as functions from the composition root.
import {
  CUSTOMER_MESSAGES,
  type Language,
  type StaffInvite,
  type StaffRole,
  type StaffUser,
  type UserInvite,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../lib/activity-log.ts';
import { badRequest, conflict, forbidden, notFound, isUniqueViolation } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { pageUrl } from '../mail/links.ts';
import { INVITATION_LINK_DAYS, queueInvitationEmail } from './invitation-email.ts';
import { createStaffRepository, type UserRow } from './staff.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Stored instead of a password hash for an invited user: it is not an argon2 hash, so no password
 * verifies against it until the user chooses one with the invitation link.
 */
const NO_PASSWORD = '!invited';

/** What the auth module lends this one (wired in modules/services.ts). */
export interface SessionControl {
  /** A one-time link to choose a password on `page`, stored in `tx`. */
  issuePasswordLink(tx: DbOrTx, link: { userId: number; ttlMs: number; page: string }): Promise<string>;
  /** Revokes every refresh token of the user and kills their access tokens. */
  endAllSessions(tx: DbOrTx, userId: number): Promise<void>;
}

export interface StaffServiceDeps {
  db: Db;
  publicUrl: () => string;
  sessions: SessionControl;
  /** Removes every second factor of a user in `tx` (the second-factor module's). */
  resetSecondFactor: (tx: DbOrTx, userId: number) => Promise<void>;
  /** Wakes the mail worker after a commit that queued mail. */
  wakeMail?: () => void;
  now?: () => Date;
}

/** The signed-in staff user making a change, with their role (who may deactivate whom). */
export type StaffActor = Actor & { role: 'customer' | 'staff' | 'admin' };

export interface InviteInput extends UserInvite {
  role: 'customer' | StaffRole;
  /** The customer's company; null for a staff user. */
  companyId: number | null;
  /** The invitation's language (the inviting admin's page, for a staff user); none: English. */
  language?: Language;
}

const isStaffUser = (user: UserRow) => user.role === 'staff' || user.role === 'admin';

const emailTaken = () => conflict(CUSTOMER_MESSAGES.emailTaken, { email: CUSTOMER_MESSAGES.emailTaken });

export const toStaffUser = (user: UserRow): StaffUser => ({
  id: user.id,
  email: user.email,
  contactName: user.contactName,
  role: user.role === 'admin' ? 'admin' : 'staff',
  emailVerified: user.emailVerifiedAt !== null,
  deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});

/** What the activity log keeps of a user. */
const userSnapshot = (user: UserRow) => ({
  email: user.email,
  contactName: user.contactName,
  role: user.role,
  companyId: user.companyId,
  deactivatedAt: user.deactivatedAt,
});

export function createStaffService(deps: StaffServiceDeps) {
  const { db, sessions } = deps;
  const now = deps.now ?? (() => new Date());
  const wakeMail = deps.wakeMail ?? (() => undefined);

  /**
   * Creates the user (no usable password), a 7-day link to choose one and the invitation e-mail, and
   * logs it, all in the caller's transaction. Returns the user and the link of his e-mail (for the
   * command line, which prints it too).
   */
  async function inviteInTx(
    tx: DbOrTx,
    actor: Actor,
    input: InviteInput,
  ): Promise<{ user: UserRow; link: string }> {
    const repo = createStaffRepository(tx);
    if (await repo.findUserByEmail(input.email)) throw emailTaken();
    const company = input.companyId === null ? null : await repo.findCompanyCurrency(input.companyId);
    if (input.companyId !== null && !company) throw notFound(CUSTOMER_MESSAGES.notFound);
    const user = await repo.insertUser({
      email: input.email,
      contactName: input.contactName,
      passwordHash: NO_PASSWORD,
      role: input.role,
      companyId: input.companyId,
      activeCurrency: company?.currency ?? 'JPY',
    });
    // The reset page shows its "choose your password" form for an invitation.
    const words = await translator(input.language);
    const link = `${await sessions.issuePasswordLink(tx, {
      userId: user.id,
      ttlMs: INVITATION_LINK_DAYS * DAY_MS,
      page: pageUrl(deps.publicUrl(), '/account/reset-password', words.language),
    })}&invite=1`;
    await queueInvitationEmail(
      tx,
      {
        to: user.email,
        contactName: user.contactName,
        link,
        companyName: company?.name ?? null,
        role: input.role,
      },
      words,
    );
    await recordActivity(tx, actor, {
      entityType: 'user',
      entityId: user.id,
      action: 'invited',
      summary: company ? `${user.email} (${company.name})` : `${user.email} (${input.role})`,
      after: userSnapshot(user),
    });
    return { user, link };
  }

  /** Staff users are managed by admins; customer users by any staff user. Nobody switches off themselves. */
  function checkMayChange(actor: StaffActor, user: UserRow) {
    if (user.id === actor.userId) {
      throw badRequest(CUSTOMER_MESSAGES.deactivateSelf);
    }
    if (isStaffUser(user) && actor.role !== 'admin') {
      throw forbidden(/*i18n*/ 'Only an admin can deactivate or reactivate a staff user.');
    }
  }

  async function setActive(actor: StaffActor, userId: number, active: boolean): Promise<UserRow> {
    return db.transaction(async (tx) => {
      const repo = createStaffRepository(tx);
      const user = await repo.findUser(userId);
      if (!user) throw notFound(CUSTOMER_MESSAGES.userNotFound);
      checkMayChange(actor, user);
      if (active && !user.deactivatedAt) throw conflict(CUSTOMER_MESSAGES.notDeactivated);
      if (!active && user.deactivatedAt) throw conflict(CUSTOMER_MESSAGES.alreadyDeactivated);
      const updated = await repo.setDeactivatedAt(user.id, active ? null : now());
      // Every session ends with the deactivation, not at the access token's expiry.
      if (!active) await sessions.endAllSessions(tx, user.id);
      await recordActivity(tx, actor, {
        entityType: 'user',
        entityId: user.id,
        action: active ? 'reactivated' : 'deactivated',
        summary: user.email,
        before: { deactivatedAt: user.deactivatedAt },
        after: { deactivatedAt: updated.deactivatedAt },
      });
      return updated;
    });
  }

  return {
    inviteInTx,

    async listStaff(): Promise<StaffUser[]> {
      return (await createStaffRepository(db).listStaff()).map(toStaffUser);
    },

    /**
     * The invited staff user and his invitation link. The HTTP route answers with the user only: the
     * link sets the password, and only its owner may read it, in his e-mail. The command line that
     * invites the first admin prints it, for a server whose mail is not yet set up. The e-mail is in
     * `language`, the inviting admin's (English from the command line).
     */
    async inviteStaff(
      actor: Actor,
      input: StaffInvite,
      language?: Language,
    ): Promise<{ user: StaffUser; link: string }> {
      try {
        const { user, link } = await db.transaction((tx) =>
          inviteInTx(tx, actor, { ...input, companyId: null, language }),
        );
        wakeMail();
        return { user: toStaffUser(user), link };
      } catch (error) {
        // Two invitations racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /**
     * An admin resets a staff user's second factor (a lost phone and lost recovery codes): every
     * passkey, the authenticator app and the recovery codes go, every session ends, and the log
     * says who did it. The user sets a factor up again at his next sign-in.
     */
    async resetSecondFactor(actor: StaffActor, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = createStaffRepository(tx);
        const user = await repo.findUser(userId);
        if (!user || !isStaffUser(user)) throw notFound(CUSTOMER_MESSAGES.userNotFound);
        if (user.id === actor.userId)
          throw badRequest(/*i18n*/ 'Change your own second factor on Sign-in and security.');
        await deps.resetSecondFactor(tx, user.id);
        await sessions.endAllSessions(tx, user.id);
        await recordActivity(tx, actor, {
          entityType: 'user',
          entityId: user.id,
          action: 'second-factor-reset',
          summary: `${user.email}: two-step sign-in reset`,
        });
      });
    },

    deactivate: (actor: StaffActor, userId: number) => setActive(actor, userId, false),
    reactivate: (actor: StaffActor, userId: number) => setActive(actor, userId, true),
  };
}
