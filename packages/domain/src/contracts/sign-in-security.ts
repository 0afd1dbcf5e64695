// Two-step sign-in (a passkey or an authenticator-app code after the password, recovery codes when
// both are out of reach) and the signed-in devices a user sees and signs out. Staff and admins must
// use a second factor; dealers may turn it on.
import { z } from 'zod';
import { newPasswordSchema } from './accounts.ts';

export const SECOND_FACTOR_METHODS = ['passkey', 'totp', 'recovery-code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How many recovery codes a user is given at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;

export const SIGN_IN_SECURITY_MESSAGES = {
  secondStep: /*i18n*/ 'Confirm it is you with your second factor.',
  codeRequired: /*i18n*/ 'Enter the 6-digit code from your authenticator app.',
  codeWrong: /*i18n*/ 'That code is not right. Check your authenticator app and try again.',
  codeUsed: /*i18n*/ 'That code was used already. Wait for the next code in your app.',
  recoveryCodeRequired: /*i18n*/ 'Enter one of your recovery codes.',
  recoveryCodeWrong: /*i18n*/ 'That recovery code is not right, or it was used already.',
  passkeyFailed: /*i18n*/ 'Your passkey was not accepted. Try again, or use another way to sign in.',
  signInExpired: /*i18n*/ 'Your sign-in has timed out. Please log in again.',
  staffKeepsAFactor:
    /*i18n*/ 'Staff accounts must keep a second factor. Add another one before removing this one.',
  setupNeeded: /*i18n*/ 'Set up two-step sign-in to use the back office.',
  verifyFirst: /*i18n*/ 'Sign out and sign in again with your second factor to change your sign-in settings.',
  noSecondFactor: /*i18n*/ 'Add a passkey or an authenticator app first.',
  totpSetupMissing: /*i18n*/ 'Start again: your authenticator app setup has timed out.',
  passkeyNameTooLong: /*i18n*/ 'Keep the name under 60 characters.',
  currentPasswordRequired: /*i18n*/ 'Enter your current password.',
  currentPasswordWrong: /*i18n*/ 'Your current password is not right.',
  passwordChanged: /*i18n*/ 'Your password has been changed. Your other devices are signed out.',
  secondFactorReset: /*i18n*/ 'Two-step sign-in was reset. The user sets it up again at the next sign-in.',
} as const;

/**
 * The answer to a right password when a second factor is needed: HTTP 403 with a short-lived
 * `mfa_token` that the second step presents (the shape of Auth0's `mfa_required`).
 */
export const mfaRequiredSchema = z.object({
  statusCode: z.literal(403),
  error: z.literal('mfa_required'),
  message: z.string(),
  mfa_token: z.string(),
  /** The ways this user can finish signing in, in the order the page offers them. */
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type MfaRequired = z.infer<typeof mfaRequiredSchema>;

/** A 6-digit authenticator-app code (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string({ error: SIGN_IN_SECURITY_MESSAGES.codeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: SIGN_IN_SECURITY_MESSAGES.codeRequired }));

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string({ error: SIGN_IN_SECURITY_MESSAGES.recoveryCodeRequired })
  .max(64, { error: SIGN_IN_SECURITY_MESSAGES.recoveryCodeWrong })
  .transform(normaliseRecoveryCode)
  .pipe(z.string().min(1, { error: SIGN_IN_SECURITY_MESSAGES.recoveryCodeRequired }));

/** The form a recovery code is stored (hashed) in: lower case, letters and digits only. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/account/security: the user's second factors (never a secret) and this session's state. */
export const signInSecuritySchema = z.object({
  /** Staff and admins must have a second factor; for dealers it is their choice. */
  required: z.boolean(),
  /** At least one passkey or an authenticator app: sign-in asks for one of them. */
  enabled: z.boolean(),
  /** This session was opened with a second factor (or added its first one). */
  sessionVerified: z.boolean(),
  totp: z.object({ enabled: z.boolean(), addedAt: z.string().nullable() }),
  passkeys: z.array(passkeySchema),
  recoveryCodesLeft: z.number().int(),
});
export type SignInSecurity = z.infer<typeof signInSecuritySchema>;

/** POST /api/account/security/totp/setup: a new secret for the app, not in force until confirmed. */
export const totpSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth:// URI, drawn as the QR code the app scans. */
  uri: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpConfirmRequestSchema = z.strictObject({ code: totpCodeSchema });
export type TotpConfirmRequest = z.input<typeof totpConfirmRequestSchema>;

export const passkeyRegistrationRequestSchema = z.strictObject({
  /** A name to tell passkeys apart; the browser's name when left empty. */
  name: z.string().trim().max(60, { error: SIGN_IN_SECURITY_MESSAGES.passkeyNameTooLong }).optional(),
  /** The browser's RegistrationResponseJSON (navigator.credentials.create, as JSON). */
  response: z.record(z.string(), z.unknown()),
});
export type PasskeyRegistrationRequest = z.input<typeof passkeyRegistrationRequestSchema>;

/**
 * What adding a second factor answers. The first factor comes with the recovery codes, shown once;
 * later ones answer null (the codes already given stay valid).
 */
export const secondFactorAddedSchema = z.object({
  recoveryCodes: z.array(z.string()).nullable(),
});
export type SecondFactorAdded = z.infer<typeof secondFactorAddedSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** One signed-in device: a sign-in and every refresh that followed it. */
export const signedInSessionSchema = z.object({
  id: z.string(),
  /** "Chrome 131 on Windows", from the browser's User-Agent. */
  browser: z.string(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The address the device last came from. */
  ipAddress: z.string().nullable(),
  /** The device asking. */
  current: z.boolean(),
  secondFactor: z.enum(SECOND_FACTOR_METHODS).nullable(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

export const signedInSessionsSchema = z.object({ sessions: z.array(signedInSessionSchema) });
export type SignedInSessions = z.infer<typeof signedInSessionsSchema>;

export const signedOutSessionsSchema = z.object({ signedOut: z.number().int() });
export type SignedOutSessions = z.infer<typeof signedOutSessionsSchema>;

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z
    .string({ error: SIGN_IN_SECURITY_MESSAGES.currentPasswordRequired })
    .min(1, { error: SIGN_IN_SECURITY_MESSAGES.currentPasswordRequired })
    .max(1024, { error: SIGN_IN_SECURITY_MESSAGES.currentPasswordWrong }),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
