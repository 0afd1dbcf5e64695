// The invitation e-mail of a user the back office creates: a customer user added to a
// dealer account, or a new member of the sales team. The link opens the reset-password page in its
// "choose your password" form; until it is used the user has no password and cannot sign in.
import type { DbOrTx } from '../../db/client.ts';
import { enqueueEmail } from '../mail/outbox.ts';
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

function why(invitation: Invitation): string {
  if (invitation.companyName) {
    return `Our sales team has opened an IBC Japan user for you on the dealer account of ${invitation.companyName}. Choose a password to log in and see our stock.`;
  }
  return invitation.role === 'admin'
    ? 'You have been added to the IBC Japan back office as an admin: you can run the sales back office and manage its staff users. Choose a password to log in.'
    : 'You have been added to the IBC Japan back office as a member of the sales team. Choose a password to log in.';
}

export async function queueInvitationEmail(tx: DbOrTx, invitation: Invitation): Promise<void> {
  const rendered = renderEmail({
    title: 'Choose your password',
    preheader: 'Your IBC Japan user is ready: choose a password to log in.',
    blocks: [
      { type: 'paragraph', text: `Hello ${invitation.contactName},` },
      { type: 'paragraph', text: why(invitation) },
      { type: 'button', label: 'Choose my password', href: invitation.link },
      {
        type: 'paragraph',
        text: `The link works once and expires in ${INVITATION_LINK_DAYS} days. If it has expired, use "Forgot password" on the login page to get a new one.`,
      },
    ],
  });
  await enqueueEmail(tx, {
    kind: 'user-invitation',
    to: [invitation.to],
    subject: 'Your IBC Japan user: choose your password',
    ...rendered,
  });
}
