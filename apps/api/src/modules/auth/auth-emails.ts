// The account e-mails (verification, password reset), rendered with the shared mail layout and
// queued through the outbox in the caller's transaction (the mail worker delivers them, issue 6).
import type { DbOrTx } from '../../db/client.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';

export async function queueVerificationEmail(tx: DbOrTx, input: { to: string; link: string }): Promise<void> {
  // Fixed text only: anyone can sign up with any address, so nothing the applicant typed goes into a
  // mail to that address (issue 10, finding 6: no relay for a stranger's message).
  const rendered = renderEmail({
    title: 'Confirm your e-mail address',
    preheader: 'One click to confirm the address of your IBC Japan dealer account.',
    blocks: [
      { type: 'paragraph', text: 'Hello,' },
      {
        type: 'paragraph',
        text: 'Thank you for opening a dealer account with IBC Japan. Please confirm that this is your e-mail address.',
      },
      { type: 'button', label: 'Confirm my e-mail address', href: input.link },
      {
        type: 'paragraph',
        text: 'The link is valid for 48 hours. If you did not sign up, you can ignore this message.',
      },
    ],
  });
  await enqueueEmail(tx, {
    kind: 'verify-email',
    to: [input.to],
    subject: 'Confirm your e-mail address',
    ...rendered,
  });
}

export async function queuePasswordResetEmail(
  tx: DbOrTx,
  input: { to: string; contactName: string | null; link: string },
): Promise<void> {
  const rendered = renderEmail({
    title: 'Choose a new password',
    preheader: 'A link to choose a new password for your IBC Japan account.',
    blocks: [
      { type: 'paragraph', text: input.contactName ? `Hello ${input.contactName},` : 'Hello,' },
      {
        type: 'paragraph',
        text: 'Someone (hopefully you) asked to reset the password of your IBC Japan account.',
      },
      { type: 'button', label: 'Choose a new password', href: input.link },
      {
        type: 'paragraph',
        text: 'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays the same.',
      },
    ],
  });
  await enqueueEmail(tx, {
    kind: 'password-reset',
    to: [input.to],
    subject: 'Reset your IBC Japan password',
    ...rendered,
  });
}
