// The sales team's decision on a new company (issue 10, finding 7): until it is approved its members
// see the stock without prices. Used by `npm run customers` today and by the back office later; the
// member is told by e-mail either way.
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';
import { createCustomersRepository } from './customers.repository.ts';

export interface CustomersServiceDeps {
  db: Db;
  publicUrl: () => string;
  now?: () => Date;
}

function decisionEmail(decision: 'approved' | 'rejected', reason: string | null, siteUrl: string) {
  if (decision === 'approved') {
    return renderEmail({
      title: 'Your dealer account is approved',
      preheader: 'You can now see prices and send offers.',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our sales team has approved your IBC Japan dealer account. When you log in you now see the price of every vehicle, landed in your currency, and can send offers.',
        },
        { type: 'button', label: 'Log in', href: `${siteUrl}/account/login` },
      ],
    });
  }
  return renderEmail({
    title: 'About your dealer account application',
    preheader: 'Our sales team could not approve your application.',
    blocks: [
      {
        type: 'paragraph',
        text: 'Thank you for applying for an IBC Japan dealer account. Our sales team could not approve it.',
      },
      ...(reason ? [{ type: 'quote' as const, label: 'Reason', text: reason }] : []),
      {
        type: 'paragraph',
        text: 'If you think this is a mistake, reply to this e-mail or contact our sales team.',
      },
    ],
  });
}

export function createCustomersService(deps: CustomersServiceDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    listPending: () => createCustomersRepository(deps.db).listPending(),

    /**
     * Approves or rejects the company of the user with this sign-in e-mail, and queues the e-mail
     * that tells them, in one transaction. The API reads the status on every request, so prices
     * appear (or stay hidden) from the member's next request on.
     */
    async decide(input: { userEmail: string; decision: 'approved' | 'rejected'; reason?: string | null }) {
      return deps.db.transaction(async (tx) => {
        const repo = createCustomersRepository(tx);
        const company = await repo.findCompanyOfUser(input.userEmail);
        if (!company) throw notFound(`No customer signs in with ${input.userEmail}.`);
        const note = input.reason?.trim() || null;
        const decided = await repo.decide(company.companyId, input.decision, note, now());
        if (!decided) throw conflict(`${company.companyName} is already ${company.status}.`);
        const mail = decisionEmail(input.decision, note, deps.publicUrl());
        const to = decided.emails.length > 0 ? decided.emails : [input.userEmail.trim().toLowerCase()];
        await enqueueEmail(tx, {
          kind: `account-${input.decision}`,
          to,
          subject:
            input.decision === 'approved'
              ? 'Your IBC Japan dealer account is approved'
              : 'Your IBC Japan dealer account application',
          ...mail,
        });
        return { companyId: company.companyId, companyName: company.companyName, status: input.decision };
      });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
