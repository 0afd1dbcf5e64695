// `npm run staff -- invite`: the first admin of a production database, which has no demo users.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { queryRows } from '../db/client.ts';
import { startServer } from '../server.ts';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(apiRoot, '../../node_modules/.bin/tsx');
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://ibc.example', LOG_LEVEL: 'silent' };

async function staffCli(dataDir: string, args: string[]) {
  // The embedded database in DATA_DIR, whatever database the test run itself was given.
  const env: NodeJS.ProcessEnv = { ...process.env, ...production, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, ['src/cli/staff.ts', ...args], {
      cwd: apiRoot,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Three CLI runs and a server, each migrating a fresh embedded database: minutes on a loaded
// machine, so the test waits as long as an end-to-end journey rather than failing for slowness.
describe('npm run staff -- invite', { timeout: 300_000 }, () => {
  it('invites the first admin of an empty production database, whose link lets him choose a password', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-staff-cli-'));
    onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const refused = await staffCli(dataDir, ['invite', 'not-an-address']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('email: Please enter a valid e-mail address.');

    const invited = await staffCli(dataDir, ['invite', 'keiko@ibc.example', '--name', 'Keiko Tanaka']);
    expect(invited.code, invited.stderr).toBe(0);
    expect(invited.stdout).toContain(
      'keiko@ibc.example is invited as admin; the invitation e-mail is queued.',
    );
    const link = /https:\/\/ibc\.example\/account\/reset-password\?token=([\w-]+)&invite=1/.exec(
      invited.stdout,
    );
    expect(link).not.toBeNull();

    const again = await staffCli(dataDir, ['invite', 'keiko@ibc.example', '--name', 'Keiko Tanaka']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('A user already signs in with this e-mail address.');

    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      logger: false,
      env: { ...production, DATABASE_URL: undefined },
      webDist: path.join(dataDir, 'no-web-build'),
    });
    onTestFinished(() => server.close());
    const users = await queryRows<{ email: string; role: string }>(
      server.database.db,
      sql`select email, role from users order by id`,
    );
    expect(users).toEqual([{ email: 'keiko@ibc.example', role: 'admin' }]);
    const chosen = await fetch(`${server.url}/api/account/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link![1], password: 'a long and private passphrase 7' }),
    });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
  });
});
