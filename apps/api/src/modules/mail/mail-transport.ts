// Where mail goes: SMTP (SMTP_URL) in real deployments, or .eml files under DATA_DIR/mail when no
// SMTP server is configured (development, demos), which /dev/mail lists.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailMessage {
  /** Outbox row id: names the .eml file so a re-delivery overwrites rather than duplicates. */
  outboxId: number;
  kind: string;
  createdAt: Date;
  from: string;
  to: string[];
  replyTo?: string | undefined;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so a receiver can drop a duplicate after a crash between send and commit. */
  messageId: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/** Metadata written beside each .eml, read by the dev mailbox. */
export interface StoredMailMeta {
  file: string;
  outboxId: number;
  kind: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    html: message.html,
    text: message.text,
    messageId: message.messageId,
    date: message.createdAt,
    headers: { 'X-IBC-Mail-Kind': message.kind },
  };
}

export function createSmtpTransport(options: string | SMTPTransport.Options): MailTransport {
  const transporter = nodemailer.createTransport(
    typeof options === 'string'
      ? options
      : { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, ...options },
  );
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      return { messageId: info.messageId || message.messageId };
    },
    close: () => transporter.close(),
  };
}

export function mailFileName(message: Pick<MailMessage, 'outboxId' | 'createdAt'>): string {
  const stamp = message.createdAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${message.outboxId}.eml`;
}

export function createFileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      await fs.mkdir(directory, { recursive: true });
      const file = mailFileName(message);
      const meta: StoredMailMeta = {
        file,
        outboxId: message.outboxId,
        kind: message.kind,
        from: message.from,
        to: message.to,
        subject: message.subject,
        date: new Date().toISOString(),
      };
      // Write then rename: a reader never sees half a file, and a retry replaces rather than adds.
      const target = path.join(directory, file);
      await fs.writeFile(`${target}.tmp`, info.message as Buffer);
      await fs.rename(`${target}.tmp`, target);
      await fs.writeFile(target.replace(/\.eml$/, '.html'), message.html);
      await fs.writeFile(target.replace(/\.eml$/, '.json'), JSON.stringify(meta, null, 2));
      return { messageId: message.messageId };
    },
    close: () => undefined,
  };
}
