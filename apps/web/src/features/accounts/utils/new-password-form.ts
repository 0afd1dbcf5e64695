import { z } from 'zod';
import { ACCOUNT_MESSAGES, newPasswordSchema } from '@ibc/domain';

// A form that chooses a new password typed twice (NewPasswordFields): the reset page and the
// change-password card. `z.object({ ...others, ...newPasswordPair }).refine(...passwordsMatch)`.

export const newPasswordPair = { password: newPasswordSchema, confirmPassword: z.string() };

export const passwordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; error: string },
] = [
  (v) => v.password === v.confirmPassword,
  { path: ['confirmPassword'], error: ACCOUNT_MESSAGES.passwordsDiffer },
];
