// The sales team's customers: the company list and record, editing a company, the
// decision on a new sign-up (until it is approved its members see the stock
// without prices), currency accounts and inviting users. `npm run customers` (the CLI) and the
// browser tests' fixture use `decide` by sign-in e-mail; the back office works by company id. Both
// take the review step the same way: on the locked company, through the account review machine.
// Every change is written with its activity-log row, and any e-mail it sends, in one transaction.
// The review's e-mail is in the language the applicant chose: the user the CLI names, else the
// company's first user.
import { fill } from '@ibc/domain';
import { msg } from '@lingui/core/runtime-macro';
import {
  ACCOUNT_REVIEW_MACHINE,
  accountStatusOf,
  AWAITING_REVIEW,
  CUSTOMER_MESSAGES,
  type AccountReviewAction,
  type MachineRole,
  type CustomerDetail,
  type CustomerFormOptions,
  type CustomerList,
  type CustomerListQuery,
  type CustomerUpdate,
  type UserInvite,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordActivity, systemActor, type Actor } from '../../lib/activity-log.ts';
import { badRequest, conflict, notFound, isUniqueViolation } from '../../lib/errors.ts';
import { translator, type Translator } from '../../lib/i18n.ts';
import { decideStep, loggingRefusals } from '../../lib/state-change.ts';
import { pageUrl } from '../mail/links.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { renderEmail, type RenderedEmail } from '../mail/templates/layout.ts';
import { createCustomersRepository, type CompanyRow, type CompanyValues } from './customers.repository.ts';

/** Creates a user with no usable password and queues their invitation (the staff module's, wired in services.ts). */
export type InviteUser = (
  tx: DbOrTx,
  actor: Actor,
  input: UserInvite & { role: 'customer'; companyId: number },
) => Promise<unknown>;

export interface CustomersServiceDeps {
  db: Db;
  publicUrl: () => string;
  /** Needed by inviteUser only (the CLI does not invite). */
  inviteUser?: InviteUser;
  /** Wakes the mail worker after a commit that queued mail. */
  wakeMail?: () => void;
  now?: () => Date;
}

/** The e-mail each review step sends the applicant, in his language (`words`). */
const REVIEW_STEPS: Readonly<
  Record<
    AccountReviewAction,
    {
      kind: string;
      email: (
        reason: string | null,
        siteUrl: string,
        words: Translator,
      ) => RenderedEmail & { subject: string };
    }
  >
> = {
  approve: {
    kind: 'account-approved',
    email: (_reason, siteUrl, words) => ({
      subject: words.t(msg({ message: 'Your IBC Japan dealer account is approved' })),
      ...renderEmail(
        {
          title: words.t(msg({ message: 'Your dealer account is approved' })),
          preheader: words.t(msg({ message: 'You can now see prices and send offers.' })),
          blocks: [
            {
              type: 'paragraph',
              text: words.t(
                msg({
                  message:
                    'Our sales team has approved your IBC Japan dealer account. When you log in you now see the price of every vehicle, landed in your currency, and can send offers.',
                }),
              ),
            },
            {
              type: 'button',
              label: words.t(msg({ message: 'Log in' })),
              href: pageUrl(siteUrl, '/account/login', words.language),
            },
          ],
        },
        words,
      ),
    }),
  },
  reject: {
    kind: 'account-rejected',
    email: (reason, _siteUrl, words) => ({
      subject: words.t(msg({ message: 'Your IBC Japan dealer account application' })),
      ...renderEmail(
        {
          title: words.t(msg({ message: 'About your dealer account application' })),
          preheader: words.t(msg({ message: 'Our sales team could not approve your application.' })),
          blocks: [
            {
              type: 'paragraph',
              text: words.t(
                msg({
                  message:
                    'Thank you for applying for an IBC Japan dealer account. Our sales team could not approve it.',
                }),
              ),
            },
            // The reason is the sales team's own text, sent as they wrote it.
            ...(reason
              ? [{ type: 'quote' as const, label: words.t(msg({ message: 'Reason' })), text: reason }]
              : []),
            {
              type: 'paragraph',
              text: words.t(
                msg({
                  message: 'If you think this is a mistake, reply to this e-mail or contact our sales team.',
                }),
              ),
            },
          ],
        },
        words,
      ),
    }),
  },
};

/** Who hears of a review when the company has no notification address yet, and in which language. */
interface Applicant {
  email: string | null;
  language: string | null;
}

/** The fields of the company form: what the activity log compares. */
const companySnapshot = (c: CompanyRow): CompanyValues => ({
  name: c.name,
  countryId: c.countryId,
  portId: c.portId,
  exportRegion: c.exportRegion,
  emails: c.emails,
  hasAccessBmsm: c.hasAccessBmsm,
  hasIdirectAccess: c.hasIdirectAccess,
  dduShippingCompanyName: c.dduShippingCompanyName,
  accountManagerId: c.accountManagerId,
  address: c.address,
});

const exportRegionOf = (value: string | null) => (value === 'atnz' || value === 'atoz' ? value : null);

const fieldError = (field: keyof CustomerUpdate, message: string) =>
  badRequest(/*i18n*/ 'Please check the highlighted fields.', { [field]: message });

export function createCustomersService(deps: CustomersServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const wakeMail = deps.wakeMail ?? (() => undefined);

  /**
   * Approves or rejects the locked company as the account review machine allows, and queues the
   * e-mail that tells the member, in `tx`. The API reads the status on every request, so prices
   * appear (or stay hidden) from their next request on.
   */
  async function reviewInTx(
    tx: DbOrTx,
    actor: Actor,
    role: MachineRole,
    company: CompanyRow,
    action: AccountReviewAction,
    reason: string | null | undefined,
    applicant: Applicant,
  ) {
    const status = decideStep(ACCOUNT_REVIEW_MACHINE, company.status, action, role, undefined);
    const step = REVIEW_STEPS[action];
    const note = reason?.trim() || null;
    const decided = await createCustomersRepository(tx).writeReview(company.id, status, note, now());
    const to = decided.emails.length > 0 ? decided.emails : applicant.email ? [applicant.email] : [];
    if (to.length > 0) {
      await enqueueEmail(tx, {
        kind: step.kind,
        to,
        ...step.email(note, deps.publicUrl(), await translator(applicant.language)),
      });
    }
    await recordActivity(tx, actor, {
      entityType: 'company',
      entityId: company.id,
      // The log's word is the status it led to: 'approved', 'rejected'.
      action: status,
      summary: company.name,
      before: { status: company.status },
      after: { status, reviewNote: note },
    });
    return { companyId: company.id, companyName: company.name, status };
  }

  async function detail(id: number, tx: DbOrTx = db): Promise<CustomerDetail> {
    const repo = createCustomersRepository(tx);
    const found = await repo.findCompany(id);
    if (!found) throw notFound(CUSTOMER_MESSAGES.notFound);
    const { company } = found;
    // One after the other: inside a transaction the queries share one connection.
    const members = await repo.listUsers(id);
    const accounts = await repo.listCurrencyAccounts(id);
    return {
      id: company.id,
      name: company.name,
      countryId: company.countryId,
      countryName: found.countryName,
      portId: company.portId,
      exportRegion: exportRegionOf(company.exportRegion),
      emails: company.emails,
      phone: company.phone,
      address: company.address,
      hasAccessBmsm: company.hasAccessBmsm,
      hasIdirectAccess: company.hasIdirectAccess,
      dduShippingCompanyName: company.dduShippingCompanyName,
      status: accountStatusOf(company.status),
      reviewNote: company.reviewNote,
      reviewedAt: company.reviewedAt?.toISOString() ?? null,
      accountManagerId: company.accountManagerId,
      createdAt: company.createdAt.toISOString(),
      users: members.map((u) => ({
        id: u.id,
        email: u.email,
        contactName: u.contactName,
        emailVerified: u.emailVerifiedAt !== null,
        deactivatedAt: u.deactivatedAt?.toISOString() ?? null,
        createdAt: u.createdAt.toISOString(),
      })),
      // The yen has no forex line (§2: "Forex is applicable to non JPY account only").
      currencyAccounts: accounts.map((a) => ({
        id: a.id,
        currency: a.currency,
        jpyPerUnit: a.currency === 'JPY' ? null : a.jpyPerUnit,
      })),
      allowedActions: ACCOUNT_REVIEW_MACHINE.allowedActions(company.status, 'staff', undefined),
    };
  }

  /** Runs `work` on the locked company; 404 when there is none. */
  function withCompany<T>(id: number, work: (tx: DbOrTx, company: CompanyRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const company = await createCustomersRepository(tx).lockCompany(id);
      if (!company) throw notFound(CUSTOMER_MESSAGES.notFound);
      return work(tx, company);
    });
  }

  return {
    listPending: () => createCustomersRepository(db).listPending(),

    /**
     * By the sign-in e-mail of one of the company's users: the CLI and the browser tests' fixture,
     * which take the step as the system (no staff user signed in).
     */
    async decide(input: {
      userEmail: string;
      action: AccountReviewAction;
      reason?: string | null;
      actor?: Actor;
    }) {
      const result = await db.transaction(async (tx) => {
        const found = await createCustomersRepository(tx).lockCompanyOfUser(input.userEmail);
        if (!found)
          throw notFound(fill(/*i18n*/ 'No customer signs in with {email}.', { email: input.userEmail }));
        return reviewInTx(
          tx,
          input.actor ?? systemActor('npm run customers'),
          'system',
          found.company,
          input.action,
          input.reason,
          { email: input.userEmail.trim().toLowerCase(), language: found.language },
        );
      });
      wakeMail();
      return result;
    },

    async list(query: CustomerListQuery): Promise<CustomerList> {
      const repo = createCustomersRepository(db);
      const [{ items, total }, pendingCount] = await Promise.all([
        repo.list(query),
        repo.countByStatus(AWAITING_REVIEW),
      ]);
      return {
        total,
        page: query.page,
        pageSize: query.pageSize,
        pendingCount,
        items: items.map((row) => ({
          ...row,
          status: accountStatusOf(row.status),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    get: (id: number) => detail(id),

    formOptions: (): Promise<CustomerFormOptions> => createCustomersRepository(db).formOptions(),

    async update(actor: Actor, id: number, input: CustomerUpdate): Promise<CustomerDetail> {
      return withCompany(id, async (tx, before) => {
        const repo = createCustomersRepository(tx);
        if (!(await repo.findCountry(input.countryId))) {
          throw fieldError('countryId', CUSTOMER_MESSAGES.unknownCountry);
        }
        if (input.portId !== null) {
          const port = await repo.findPort(input.portId);
          if (!port || port.countryId !== input.countryId) {
            throw fieldError('portId', CUSTOMER_MESSAGES.portOutsideCountry);
          }
        }
        if (input.accountManagerId !== null && !(await repo.findActiveStaff(input.accountManagerId))) {
          throw fieldError('accountManagerId', CUSTOMER_MESSAGES.accountManager);
        }
        const after = await repo.updateCompany(id, {
          name: input.name,
          countryId: input.countryId,
          portId: input.portId,
          exportRegion: input.exportRegion,
          emails: input.emails,
          hasAccessBmsm: input.hasAccessBmsm,
          hasIdirectAccess: input.hasIdirectAccess,
          dduShippingCompanyName: input.dduShippingCompanyName,
          accountManagerId: input.accountManagerId,
          ...(input.address === undefined ? {} : { address: input.address }),
        });
        await recordActivity(tx, actor, {
          entityType: 'company',
          entityId: id,
          action: 'updated',
          summary: after.name,
          before: companySnapshot(before),
          after: companySnapshot(after),
        });
        return detail(id, tx);
      });
    },

    /**
     * The back office's decision; the member is e-mailed either way. A step the machine refuses (a
     * second approval) is a 409 and is written to the activity log as refused.
     */
    async reviewCompany(actor: Actor, id: number, action: AccountReviewAction, reason: string | null) {
      const known = await createCustomersRepository(db).findCompany(id);
      if (!known) throw notFound(CUSTOMER_MESSAGES.notFound);
      const result = await loggingRefusals(
        db,
        actor,
        { entityType: 'company', entityId: id, summary: known.company.name },
        () =>
          withCompany(id, async (tx, company) => {
            const [firstUser] = await createCustomersRepository(tx).listUsers(id);
            await reviewInTx(tx, actor, 'staff', company, action, reason, {
              email: firstUser?.email ?? null,
              language: firstUser?.language ?? null,
            });
            return detail(id, tx);
          }),
      );
      wakeMail();
      return result;
    },

    async addCurrencyAccount(actor: Actor, id: number, currency: string): Promise<CustomerDetail> {
      return withCompany(id, async (tx, company) => {
        const repo = createCustomersRepository(tx);
        if (!(await repo.findCurrency(currency))) {
          throw badRequest(CUSTOMER_MESSAGES.unknownCurrency, {
            currency: CUSTOMER_MESSAGES.unknownCurrency,
          });
        }
        const account = await repo.insertCurrencyAccount(id, currency);
        if (!account) {
          throw badRequest(CUSTOMER_MESSAGES.currencyExists, { currency: CUSTOMER_MESSAGES.currencyExists });
        }
        await recordActivity(tx, actor, {
          entityType: 'company',
          entityId: id,
          action: 'currency-account-added',
          summary: `${company.name}: ${currency} account`,
          after: { currencyAccount: currency },
        });
        return detail(id, tx);
      });
    },

    async inviteUser(actor: Actor, id: number, input: UserInvite): Promise<CustomerDetail> {
      const invite = deps.inviteUser;
      if (!invite) throw new Error('The customers service was built without inviteUser.');
      try {
        const result = await withCompany(id, async (tx) => {
          await invite(tx, actor, { ...input, role: 'customer', companyId: id });
          return detail(id, tx);
        });
        wakeMail();
        return result;
      } catch (error) {
        // Two invitations racing for one address: the unique index decides.
        if (isUniqueViolation(error)) {
          throw conflict(CUSTOMER_MESSAGES.emailTaken, { email: CUSTOMER_MESSAGES.emailTaken });
        }
        throw error;
      }
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
