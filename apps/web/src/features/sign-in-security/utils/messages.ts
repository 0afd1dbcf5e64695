import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SIGN_IN_SECURITY_MESSAGES } from '@ibc/domain';

/** The domain's sign-in settings texts (SIGN_IN_SECURITY_MESSAGES) the pages show, as messages. */
export const SIGN_IN_SECURITY_TEXTS: Readonly<
  Pick<Record<keyof typeof SIGN_IN_SECURITY_MESSAGES, MessageDescriptor>, 'verifyFirst' | 'setupNeeded'>
> = {
  verifyFirst: msg`Sign out and sign in again with your second factor to change your sign-in settings.`,
  setupNeeded: msg`Set up two-step sign-in to use the back office.`,
};
