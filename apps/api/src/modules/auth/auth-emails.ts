// The account e-mails (verification, password reset), rendered with the shared mail layout and
// queued through the outbox in the caller's transaction (the mail worker delivers them), in the
// language of the person they go to.
import { msg } from '@lingui/core/runtime-macro';
import type { DbOrTx } from '../../db/client.ts';
import { INTL_LOCALES } from '@ibc/domain';
import type { Translator } from '../../lib/i18n.ts';
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
  words: Translator,
): Promise<void> {
  const rendered = renderEmail(
    {
      title: mail.title,
      preheader: mail.preheader,
      blocks: [
        { type: 'paragraph', text: mail.greeting },
        { type: 'paragraph', text: mail.why },
        { type: 'button', ...mail.button },
        { type: 'paragraph', text: mail.expiry },
      ],
    },
    words,
  );
  await enqueueEmail(tx, { kind: mail.kind, to: [mail.to], subject: mail.subject, ...rendered });
}

export function queueVerificationEmail(
  tx: DbOrTx,
  input: { to: string; link: string },
  words: Translator,
): Promise<void> {
  const { t } = words;
  // Fixed text only: anyone can sign up with any address, so nothing the applicant typed goes into a
  // mail to that address (no relay for a stranger's message).
  const title = t(msg({ message: 'Confirm your e-mail address' }));
  return queueLinkEmail(
    tx,
    {
      kind: 'verify-email',
      to: input.to,
      subject: title,
      title,
      preheader: t(msg({ message: 'One click to confirm the address of your IBC Japan dealer account.' })),
      greeting: t(msg({ message: 'Hello,' })),
      why: t(
        msg({
          message:
            'Thank you for opening a dealer account with IBC Japan. Please confirm that this is your e-mail address.',
        }),
      ),
      button: { label: t(msg({ message: 'Confirm my e-mail address' })), href: input.link },
      expiry: t(
        msg({
          message: 'The link is valid for 48 hours. If you did not sign up, you can ignore this message.',
        }),
      ),
    },
    words,
  );
}

export function queuePasswordResetEmail(
  tx: DbOrTx,
  input: { to: string; contactName: string | null; link: string },
  words: Translator,
): Promise<void> {
  const { t } = words;
  const contact = input.contactName;
  return queueLinkEmail(
    tx,
    {
      kind: 'password-reset',
      to: input.to,
      subject: t(msg({ message: 'Reset your IBC Japan password' })),
      title: t(msg({ message: 'Choose a new password' })),
      preheader: t(msg({ message: 'A link to choose a new password for your IBC Japan account.' })),
      greeting: contact ? t(msg`Hello ${{ contact }},`) : t(msg({ message: 'Hello,' })),
      why: t(
        msg({ message: 'Someone (hopefully you) asked to reset the password of your IBC Japan account.' }),
      ),
      button: { label: t(msg({ message: 'Choose a new password' })), href: input.link },
      expiry: t(
        msg({
          message:
            'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays the same.',
        }),
      ),
    },
    words,
  );
}

/**
 * A staff account was signed in from a browser it never used: its owner hears of it at once and
 * can sign that device out (a stolen password and second factor are a fraud in the making).
 */
export async function queueNewDeviceEmail(
  tx: DbOrTx,
  input: { to: string; browser: string; ipAddress: string; at: Date; securityPage: string },
  words: Translator,
): Promise<void> {
  const { t } = words;
  const when = new Intl.DateTimeFormat(INTL_LOCALES[words.language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(input.at);
  const { browser, ipAddress } = input;
  const rendered = renderEmail(
    {
      title: t(msg({ message: 'New sign-in to your staff account' })),
      preheader: t(msg`${{ browser }}, ${{ when }} (Japan time)`),
      blocks: [
        {
          type: 'paragraph',
          text: t(
            msg`Your IBC Japan staff account was signed in from a browser it had not used before: ${{ browser }}, from ${{ ipAddress }}, on ${{ when }} (Japan time).`,
          ),
        },
        {
          type: 'paragraph',
          text: t(
            msg({
              message:
                'If it was you, there is nothing to do. If not, sign that device out and change your password now.',
            }),
          ),
        },
        {
          type: 'button',
          label: t(msg({ message: 'See your signed-in devices' })),
          href: input.securityPage,
        },
      ],
    },
    words,
  );
  await enqueueEmail(tx, {
    kind: 'new-device-sign-in',
    to: [input.to],
    subject: t(msg({ message: 'New sign-in to your IBC Japan staff account' })),
    ...rendered,
  });
}
