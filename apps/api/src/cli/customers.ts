// npm run customers -- pending | approve <e-mail> | reject <e-mail> --reason "..."
// The sales team's decision on new sign-ups until the back office has its screen.
// Works on the database of DATABASE_URL, or the embedded one in DATA_DIR (stop the
// server first: the embedded database is single-process). The member is e-mailed either way; the
// running server (or the next start) sends that mail from the outbox.
import { parseArgs } from 'node:util';
import {
  ACCOUNT_REVIEW_ACTIONS,
  businessDate,
  CUSTOMER_STATUS_LABELS,
  type AccountReviewAction,
} from '@ibc/domain';
import { createPublicUrl } from '../lib/public-url.ts';
import { createCustomersService } from '../modules/customers/customers.service.ts';
import { runCommand, withDatabase } from './with-database.ts';

const USAGE = `Usage:
  npm run customers -- pending                          list sign-ups waiting for approval
  npm run customers -- approve <sign-in e-mail>          approve the company (it sees prices)
  npm run customers -- reject <sign-in e-mail> --reason "..."   reject it, telling them why`;

/** `pending` lists the sign-ups; the others are the review's steps, named as the machine names them. */
const LIST_PENDING = 'pending';
const isReviewAction = (command: string): command is AccountReviewAction =>
  (ACCOUNT_REVIEW_ACTIONS as readonly string[]).includes(command);

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { reason: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [command, email] = positionals;
  if (values.help || !command || (command !== LIST_PENDING && !isReviewAction(command))) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  if (isReviewAction(command) && !email) {
    console.error(`Which customer? Give the sign-in e-mail.\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  await withDatabase(async (database, env) => {
    // Not listening: links point at PUBLIC_URL, else where `npm start` listens (PORT).
    const publicUrl = createPublicUrl(env.PUBLIC_URL, { address: () => null }, env.PORT);
    const customers = createCustomersService({ db: database.db, publicUrl });
    if (!isReviewAction(command)) {
      const rows = await customers.listPending();
      if (rows.length === 0) console.log('No sign-ups are waiting for approval.');
      for (const row of rows) {
        const verified = row.emailVerifiedAt ? 'e-mail confirmed' : 'e-mail not yet confirmed';
        console.log(
          `${businessDate(row.createdAt)}  ${row.companyName} (${row.countryName})  ${row.userEmail ?? '-'}  ${row.contactName ?? ''}  [${verified}]`,
        );
      }
      return;
    }
    if (!email) throw new Error('A review action needs the e-mail address of the sign-up.');
    const result = await customers.decide({
      userEmail: email,
      action: command,
      reason: values.reason ?? null,
    });
    console.log(
      `${result.companyName} is now ${CUSTOMER_STATUS_LABELS[result.status].toLowerCase()}; the customer will be e-mailed.`,
    );
  });
}

runCommand(main);
