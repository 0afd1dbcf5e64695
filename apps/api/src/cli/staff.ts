// npm run staff -- invite <e-mail> --name "Full Name" [--role admin|staff]
// The first admin of a production database, which gets no demo users (SEED_DEMO): invited as the
// back office invites (a 7-day link to choose a password, e-mailed through the outbox), with the
// link printed here too, since no one can read the outbox in the back office before there is an
// admin. Works on DATABASE_URL, or the embedded database in DATA_DIR (stop the server first).
import { parseArgs } from 'node:util';
import { staffInviteSchema } from '@ibc/domain';
import { buildApp } from '../app.ts';
import { systemActor } from '../lib/activity-log.ts';
import { runCommand, withDatabase } from './with-database.ts';

const USAGE = `Usage:
  npm run staff -- invite <e-mail> --name "Full Name" [--role admin|staff]
      invites a staff user (an admin unless --role staff): the e-mail holds a link to choose a
      password, valid for 7 days, printed here too; the second factor is set up at the first sign-in`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, email] = positionals;
  if (values.help || command !== 'invite') {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const input = staffInviteSchema.safeParse({ email, contactName: values.name ?? '', role: values.role });
  if (!input.success) {
    for (const issue of input.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  await withDatabase(async (database, env) => {
    const app = await buildApp({ database, env, startWorkers: false, logger: false });
    try {
      const { user, link } = await app.services.staff.inviteStaff(systemActor('npm run staff'), input.data);
      console.log(`${user.email} is invited as ${user.role}; the invitation e-mail is queued.`);
      console.log(`Or open the link yourself to choose the password:\n${link}`);
    } finally {
      await app.close();
    }
  });
}

runCommand(main);
