// The member's own account: current user (§3), currency accounts and switching (§2 'SELECT
// ACCOUNT'), the iDirect link (§6), and contact details. There is no id in any request: every use
// case acts on the caller (request.member, from the verified token), so one customer cannot reach
// another's accounts or profile by changing an id.
import { fill } from '@ibc/domain';
import {
  canUseMemberFeature,
  type CurrencyAccount,
  type CurrentUser,
  type Language,
  type Profile,
  type ProfileUpdate,
} from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { canSeePrices, isStaffRole, type Member } from '../../lib/auth-context.ts';
import type { NotificationAddressesService } from '../notification-addresses/notification-addresses.service.ts';
import { createAccountsRepository } from './accounts.repository.ts';

/** The partner auction site behind 'Auctions in Japan' (§2 post-login menu, iDirect users only). */
export const IDIRECT_URL = 'https://idirect.ibc-japan.example/auctions';

/** '88.500000' -> '88.50': yen per unit, two decimals at least, no trailing noise beyond. */
export function formatForex(jpyPerUnit: string): string {
  const [whole = '0', fraction = ''] = jpyPerUnit.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(2, '0')}`;
}

export function toCurrentUser(member: Member): CurrentUser {
  return {
    id: member.userId,
    countryId: member.countryId,
    currency: member.activeCurrency.trim(),
    email: member.emails.join(';'),
    contact: member.contactName,
    hasAccessBMSM: member.hasAccessBmsm,
    hasIDirectAccess: member.hasIdirectAccess,
    exportRegion: member.exportRegion,
    dDUShippingFee: member.dduShippingCompanyName ? { companyName: member.dduShippingCompanyName } : null,
    isStaff: isStaffRole(member.role),
    role: member.role,
    accountStatus: member.accountStatus,
    firstSignIn: member.signInCount <= 1,
    // Staff sign in with a second factor; one signed in without it has none yet and must add one.
    secondFactorSetupNeeded: isStaffRole(member.role) && member.sessionSecondFactor === null,
    language: member.language,
  };
}

export interface AccountsServiceDeps {
  db: Db;
  /** Shared service: confirmation of newly added notification addresses. */
  notificationAddresses: NotificationAddressesService;
  /** Called after a commit that queued mail, so the worker sends it at once. */
  wakeMail: () => void;
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { db, notificationAddresses } = deps;
  const repo = createAccountsRepository(db);
  return {
    async listAccounts(member: Member): Promise<CurrencyAccount[]> {
      if (member.companyId === null) return [];
      const rows = await repo.listCurrencyAccounts(member.companyId);
      // §3: forex is shown only for non-JPY accounts; it is the rate in force now. The rates are what
      // prices are made of, so like prices they are for approved companies only: a company waiting
      // for review (or rejected) sees its accounts, to switch between, without rates.
      const rated = canSeePrices(member);
      return rows.map((row) => {
        const currency = row.currency.trim();
        const forex =
          !rated || currency === 'JPY' || row.jpyPerUnit === null ? null : formatForex(row.jpyPerUnit);
        return { currency, forex };
      });
    },

    /** After this, every price the API returns for this member is in `currency` (pricing reads activeCurrency). */
    async switchAccount(member: Member, currency: string): Promise<void> {
      if (member.companyId === null || !(await repo.hasCurrencyAccount(member.companyId, currency))) {
        throw notFound(fill(/*i18n*/ 'You have no {currency} account.', { currency }));
      }
      await repo.setActiveCurrency(member.userId, currency);
    },

    /** Any signed-in user's, staff included: the site, his e-mails and invoices follow it. */
    async setLanguage(member: Member, language: Language): Promise<void> {
      await repo.setLanguage(member.userId, language);
    },

    idirectLink(member: Member): Promise<{ link: string }> {
      // The menu's rule for 'Auctions in Japan' (§6), read from the same facts /account/me sends.
      if (!canUseMemberFeature('iDirect', toCurrentUser(member)))
        return Promise.reject(
          forbidden(/*i18n*/ 'Auctions in Japan are available to iDirect customers only.'),
        );
      return Promise.resolve({ link: IDIRECT_URL });
    },

    async getProfile(member: Member): Promise<Profile> {
      const row = await repo.findProfile(member.userId);
      if (!row) throw notFound(/*i18n*/ 'Your account has no company profile.');
      return {
        companyName: row.companyName,
        contactName: row.contactName,
        signInEmail: row.signInEmail,
        // With no confirmed address of its own, the company's mail goes to the sign-in address.
        emails: row.emails.length ? row.emails : [row.signInEmail],
        pendingEmails: await notificationAddresses.pending(row.companyId),
        phone: row.phone,
        countryId: row.countryId,
        countryName: row.countryName,
        emailVerified: row.emailVerifiedAt !== null,
      };
    },

    async updateProfile(member: Member, input: ProfileUpdate): Promise<Profile> {
      if (member.companyId === null) throw notFound(/*i18n*/ 'Your account has no company profile.');
      const companyId = member.companyId;
      const profile = await repo.findProfile(member.userId);
      const { confirmationsQueued } = await db.transaction(async (tx) => {
        await createAccountsRepository(tx).updateContactDetails({ userId: member.userId, companyId }, input);
        return notificationAddresses.replace(tx, {
          companyId,
          emails: input.emails,
          signInEmail: member.email,
          signInVerified: profile?.emailVerifiedAt != null,
        });
      });
      if (confirmationsQueued.length > 0) deps.wakeMail();
      return this.getProfile(member);
    },
  };
}
