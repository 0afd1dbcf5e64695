// The second step of a sign-in as the auth module asks for it and the second-factor module answers
// it (wired in modules/services.ts): modules never import each other, so the contract lives here.
import { SIGN_IN_SECURITY_MESSAGES, type SecondFactorMethod } from '@ibc/domain';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from './errors.ts';

/**
 * The half-finished sign-in is over (timed out, used, or too many wrong tries): 400 (as OAuth's
 * 'invalid_grant'), so the client starts again from the password; its code says so in any language.
 */
export const SIGN_IN_EXPIRED = 'sign_in_expired';
export const signInExpired = () =>
  new AppError(400, SIGN_IN_SECURITY_MESSAGES.signInExpired, { code: SIGN_IN_EXPIRED });

/** What proves the second step of a sign-in. */
export type SignInProof =
  | { method: 'totp'; code: string }
  | { method: 'recovery-code'; code: string }
  | { method: 'passkey'; response: string; origin?: string | undefined };

export type SignInCheck =
  { ok: true; userId: number; method: SecondFactorMethod } | { ok: false; error: AppError };

export interface SecondStep {
  /** The ways the user can finish a sign-in; none: the password is enough. */
  methodsOf(tx: DbOrTx, userId: number): Promise<SecondFactorMethod[]>;
  /** Starts the second step in `tx`: the `mfa_token` that names it. */
  startSignIn(tx: DbOrTx, userId: number): Promise<string>;
  /** The user a live half-finished sign-in belongs to; null: none. */
  userOfSignIn(mfaToken: string): Promise<number | null>;
  /** Checks the proof in `tx`; a wrong one is an answer (its try counted), not a throw. */
  checkSignIn(tx: DbOrTx, mfaToken: string, proof: SignInProof): Promise<SignInCheck>;
}
