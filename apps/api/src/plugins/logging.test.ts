// What an operator reads in the API's log: each line of a request names it and, once signed in, its
// user; no password, token or cookie ever does.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  createMember,
  createTestDatabase,
  insertReferenceData,
  resetFixtureCache,
  testEnv,
  tokenRequest,
  type TestContext,
} from '../../test/helpers/index.ts';
import { DrizzleQueryError } from 'drizzle-orm';
import { loggableError, loggableUrl } from './logging.ts';

const PASSWORD = 'harbour lights 1987 ferry';

describe('the log', () => {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  let ctx: TestContext;
  beforeAll(async () => {
    const database = await createTestDatabase('pglite');
    resetFixtureCache();
    await insertReferenceData(database.db);
    const env = testEnv({ LOG_LEVEL: 'info' });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw += chunk.toString();
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({ database, env, startWorkers: false, logger: { level: 'info', stream } });
    await app.ready();
    ctx = { kind: 'pglite', app, db: database.db, database, env };
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.dispose();
  });
  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  it('names the request on every line and the user once signed in, and holds no credentials', async () => {
    const { user } = await createMember(ctx.db, { password: PASSWORD });
    const signIn = await tokenRequest(ctx, {
      grant_type: 'password',
      username: user.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    const { access_token: accessToken, refresh_token: refreshToken } = signIn.json();

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${accessToken}`, 'x-request-id': 'proxy-7f3a.42' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['x-request-id']).toBe('proxy-7f3a.42');

    const requestLines = linesOf('proxy-7f3a.42');
    expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(requestLines.at(-1)).toMatchObject({ userId: user.id, res: { statusCode: 200 } });

    for (const secret of [PASSWORD, accessToken, refreshToken]) expect(raw).not.toContain(secret);
  });

  it('redacts the tokens of one-time links in the addresses it logs', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/account/reset-password?token=one-time-secret-9d2c&invite=1',
    });
    const [incoming] = linesOf(String(res.headers['x-request-id']));
    expect(incoming).toMatchObject({ req: { url: '/account/reset-password?token=[redacted]&invite=1' } });
    expect(raw).not.toContain('one-time-secret-9d2c');
  });

  it("takes the proxy's request id only when it looks like one", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b {"injected":true}' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(raw).not.toContain('injected');
  });
});

describe('loggableUrl', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/search?make=Toyota&sortBy=price', '/search?make=Toyota&sortBy=price'],
    ['/account/verify-email?token=abc', '/account/verify-email?token=[redacted]'],
    ['/media/vehicles/1/0.svg?access=sig&size=large', '/media/vehicles/1/0.svg?access=[redacted]&size=large'],
    ['/x?refresh_token=r&a=1&password=p', '/x?refresh_token=[redacted]&a=1&password=[redacted]'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});

describe('loggableError', () => {
  it("keeps a failed statement's text, never its values", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const error = new DrizzleQueryError(
      'insert into totp (user_id, secret) values ($1, $2)',
      [7, 'JBSWY3DPEHPK3PXP'],
      cause,
    );
    const logged = loggableError(error);
    expect(logged.message).toContain('insert into totp (user_id, secret) values ($1, $2)');
    expect(JSON.stringify(logged)).not.toContain('JBSWY3DPEHPK3PXP');
  });
});
