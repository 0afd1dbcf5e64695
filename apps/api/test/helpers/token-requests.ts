// POST /api/authenticate as a client sends it (form-encoded, client_id=web), for the tests of
// sign-in, the second step and sessions.
import type { TestContext } from './test-app.ts';

let requests = 0;
/** An address no other request of this file used: one test's per-address throttles never reach another's. */
export const freshIp = () => {
  requests += 1;
  return `10.${Math.floor(requests / 62_500) % 250}.${Math.floor(requests / 250) % 250}.${requests % 250}`;
};

export function tokenRequest(
  ctx: TestContext,
  form: Record<string, string>,
  options: { ip?: string | undefined; userAgent?: string; cookies?: Record<string, string> } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    cookies: options.cookies ?? {},
    payload: new URLSearchParams({ client_id: 'web', ...form }).toString(),
  });
}
