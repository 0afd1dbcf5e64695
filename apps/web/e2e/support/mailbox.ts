import { demoPassword, mfaTokenOf, recoveryCodeOf } from './session';

// The development mailbox as the sales team reads it: the server must run with
// DEV_MAILBOX=true, and every read carries a staff access token.
export async function staffMailbox(serverUrl: string) {
  const email = 'sales@demo.local';
  const request = (form: Record<string, string>) =>
    fetch(`${serverUrl}/api/authenticate`, {
      method: 'POST',
      body: new URLSearchParams({ ...form, client_id: 'web' }),
    });
  let tokenResponse = await request({ grant_type: 'password', username: email, password: demoPassword });
  // Staff pass a second factor: a recovery code of the test server.
  const mfaToken = mfaTokenOf(tokenResponse.status, await tokenResponse.clone().text());
  if (mfaToken) {
    const code = await recoveryCodeOf(email);
    tokenResponse = await request({
      grant_type: 'mfa-recovery-code',
      mfa_token: mfaToken,
      recovery_code: code,
    });
  }
  if (!tokenResponse.ok) throw new Error(`staff sign-in failed: ${tokenResponse.status}`);
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };

  const headers = { authorization: `Bearer ${token}` };

  async function messages(): Promise<Array<{ subject: string; file: string; to: string[] }>> {
    const response = await fetch(`${serverUrl}/api/dev/mail`, { headers });
    if (!response.ok) throw new Error(`the mailbox answered ${response.status}`);
    return ((await response.json()) as { messages: Array<{ subject: string; file: string; to: string[] }> })
      .messages;
  }

  async function subjects(): Promise<string[]> {
    return (await messages()).map((m) => m.subject);
  }

  return {
    subjects,
    /** The raw text of the newest mail to `to` whose subject matches, once it has arrived. */
    async rawOf(to: string, match: RegExp): Promise<string> {
      for (;;) {
        const found = (await messages()).find((m) => m.to.includes(to) && match.test(m.subject));
        if (found) {
          const response = await fetch(`${serverUrl}/api/dev/mail/${found.file}`, { headers });
          return response.text();
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    /** Polls until a mail whose subject matches arrives (the worker sends right after the commit). */
    async waitFor(match: RegExp): Promise<string> {
      for (;;) {
        const found = (await subjects()).find((subject) => match.test(subject));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}
