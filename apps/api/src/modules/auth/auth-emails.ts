// The account e-mails (verification, password reset), rendered with the shared mail layout and
// queued through the outbox in the caller's transaction (the mail worker delivers them).
import type { DbOrTx } from '../../db/client.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';

/** The shape of both account mails: a greeting, why the mail came, one button, when the link ends. */
async function queueLinkEmail(
  tx: DbOrTx,
  mail: {
    kind: string;
    to: string;
    subject: string;
    title: string;
    preheader: string;
    greeting: string;
    why: string;
    button: { label: string; href: string };
    expiry: string;
  },
): Promise<void> {
  const rendered = renderEmail({
    title: mail.title,
    preheader: mail.preheader,
    blocks: [
      { type: 'paragraph', text: mail.greeting },
      { type: 'paragraph', text: mail.why },
      { type: 'button', ...mail.button },
      { type: 'paragraph', text: mail.expiry },
    ],
  });
  await enqueueEmail(tx, { kind: mail.kind, to: [mail.to], subject: mail.subject, ...rendered });
}

export function queueVerificationEmail(tx: DbOrTx, input: { to: string; link: string }): Promise<void> {
  // Fixed text only: anyone can sign up with any address, so nothing the applicant typed goes into a
  // mail to that address (no relay for a stranger's message).
  return queueLinkEmail(tx, {
    kind: 'verify-email',
    to: input.to,
    subject: 'Confirm your e-mail address',
    title: 'Confirm your e-mail address',
    preheader: 'One click to confirm the address of your IBC Japan dealer account.',
    greeting: 'Hello,',
    why: 'Thank you for opening a dealer account with IBC Japan. Please confirm that this is your e-mail address.',
    button: { label: 'Confirm my e-mail address', href: input.link },
    expiry: 'The link is valid for 48 hours. If you did not sign up, you can ignore this message.',
  });
}

export function queuePasswordResetEmail(
  tx: DbOrTx,
  input: { to: string; contactName: string | null; link: string },
): Promise<void> {
  return queueLinkEmail(tx, {
    kind: 'password-reset',
    to: input.to,
    subject: 'Reset your IBC Japan password',
    title: 'Choose a new password',
    preheader: 'A link to choose a new password for your IBC Japan account.',
    greeting: input.contactName ? `Hello ${input.contactName},` : 'Hello,',
    why: 'Someone (hopefully you) asked to reset the password of your IBC Japan account.',
    button: { label: 'Choose a new password', href: input.link },
    expiry:
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays the same.',
  });
}

/**
 * A staff account was signed in from a browser it never used: its owner hears of it at once and
 * can sign that device out (a stolen password and second factor are a fraud in the making).
 */
export async function queueNewDeviceEmail(
  tx: DbOrTx,
  input: { to: string; browser: string; ipAddress: string; at: Date; securityPage: string },
): Promise<void> {
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(input.at);
  const rendered = renderEmail({
    title: 'New sign-in to your staff account',
    preheader: `${input.browser}, ${when} (Japan time)`,
    blocks: [
      {
        type: 'paragraph',
        text: `Your IBC Japan staff account was signed in from a browser it had not used before: ${input.browser}, from ${input.ipAddress}, on ${when} (Japan time).`,
      },
      {
        type: 'paragraph',
        text: 'If it was you, there is nothing to do. If not, sign that device out and change your password now.',
      },
      { type: 'button', label: 'See your signed-in devices', href: input.securityPage },
    ],
  });
  await enqueueEmail(tx, {
    kind: 'new-device-sign-in',
    to: [input.to],
    subject: 'New sign-in to your IBC Japan staff account',
    ...rendered,
  });
}
