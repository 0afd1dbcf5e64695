// A real SMTP server inside the test process (smtp-server package): the mail worker talks SMTP to
// it exactly as it would to a production relay, and tests read what arrived.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  html: string;
  text: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Resolves when at least n messages have arrived (rejects after timeoutMs). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Recipients answered with a permanent 550 (to test dead-lettering). */
  rejectRecipients: Set<string>;
  clear(): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const soft = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding?.toLowerCase() === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words in a subject (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Minimal MIME reader for nodemailer's multipart/alternative output (text + html parts). */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'html' | 'text'> {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  let html = '';
  let text = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw.slice(split)];
  for (const part of parts) {
    const at = part.search(/\r?\n\r?\n/);
    const partHeaders = boundary ? parseHeaders(part.slice(0, at).replace(/^\r?\n/, '')) : headers;
    const content = decodeBody(
      (boundary ? part.slice(at) : part).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, ''),
      partHeaders['content-transfer-encoding'],
    );
    if ((partHeaders['content-type'] ?? '').startsWith('text/html')) html = content;
    else if ((partHeaders['content-type'] ?? '').startsWith('text/plain')) text = content;
  }
  return { headers, subject: decodeWords(headers['subject'] ?? ''), html, text };
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const rejectRecipients = new Set<string>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectRecipients.has(address.address)) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejectRecipients,
    clear: () => void messages.splice(0),
    async waitFor(n, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} e-mails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
