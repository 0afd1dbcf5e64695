// The invitation e-mail of a user the back office creates: a customer user added to a
// dealer account, or a new member of the sales team. The link opens the reset-password page in its
// "choose your password" form; until it is used the user has no password and cannot sign in.
// It is written in `words`: a new staff user's in the inviting admin's page language, a customer
// user's in English until he chooses his own.
import { msg, plural } from '@lingui/core/runtime-macro';
import type { DbOrTx } from '../../db/client.ts';
import type { Translator } from '../../lib/i18n.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { hello } from '../mail/templates/greeting.ts';
import { renderEmail } from '../mail/templates/layout.ts';

export const INVITATION_LINK_DAYS = 7;

export interface Invitation {
  to: string;
  contactName: string;
  link: string;
  /** The dealer company for a customer user; null for a staff user. */
  companyName: string | null;
  role: 'customer' | 'staff' | 'admin';
}

function why(invitation: Invitation, { t }: Translator): string {
  const company = invitation.companyName;
  if (company) {
    return t(
      msg`Our sales team has opened an IBC Japan user for you on the dealer account of ${{ company }}. Choose a password to log in and see our stock.`,
    );
  }
  return invitation.role === 'admin'
    ? t(
        msg({
          message:
            'You have been added to the IBC Japan back office as an admin: you can run the sales back office and manage its staff users. Choose a password to log in.',
        }),
      )
    : t(
        msg({
          message:
            'You have been added to the IBC Japan back office as a member of the sales team. Choose a password to log in.',
        }),
      );
}

export async function queueInvitationEmail(
  tx: DbOrTx,
  invitation: Invitation,
  words: Translator,
): Promise<void> {
  const { t } = words;
  const days = INVITATION_LINK_DAYS;
  const rendered = renderEmail(
    {
      title: t(msg({ message: 'Choose your password' })),
      preheader: t(msg({ message: 'Your IBC Japan user is ready: choose a password to log in.' })),
      blocks: [
        { type: 'paragraph', text: hello(invitation.contactName, words) },
        { type: 'paragraph', text: why(invitation, words) },
        { type: 'button', label: t(msg({ message: 'Choose my password' })), href: invitation.link },
        {
          type: 'paragraph',
          text: t(
            msg`The link works once and expires in ${plural({ days }, { one: '# day', other: '# days' })}. If it has expired, use "Forgot password" on the login page to get a new one.`,
          ),
        },
      ],
    },
    words,
  );
  await enqueueEmail(tx, {
    kind: 'user-invitation',
    to: [invitation.to],
    subject: t(msg({ message: 'Your IBC Japan user: choose your password' })),
    ...rendered,
  });
}
