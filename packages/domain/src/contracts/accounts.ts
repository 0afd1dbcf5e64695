import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account-messages.ts';
import { languageSchema } from '../languages.ts';
import { ACCOUNT_STATUSES, APPROVED_ACCOUNT } from '../machines/account-status.ts';
import { MAX_RECORD_ID } from './errors.ts';

// Accounts and sign-in contract shared by the API (validation + response schemas) and the web app
// (forms + response parsing); field names of the current user and account follow spec §3.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_PROFILE_EMAILS = 5;

const requiredText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: ACCOUNT_MESSAGES.tooLong });

export const accountEmailSchema = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired })
  .max(254, { error: ACCOUNT_MESSAGES.emailInvalid })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** A new password: length only; the API also refuses common passwords (it holds the list). */
export const newPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooLong });

/** §3: several addresses, entered one per line (semicolons and commas are accepted too). */
export function parseEmailLines(text: string): string[] {
  return text
    .split(/[\n;,]+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export const accountEmailListSchema = z
  .array(accountEmailSchema, { error: ACCOUNT_MESSAGES.emailsRequired })
  .min(1, { error: ACCOUNT_MESSAGES.emailsRequired })
  .max(MAX_PROFILE_EMAILS, { error: ACCOUNT_MESSAGES.emailsTooMany })
  .refine((emails) => new Set(emails).size === emails.length, { error: ACCOUNT_MESSAGES.emailsDuplicate });

const phoneSchema = requiredText(ACCOUNT_MESSAGES.phoneRequired, 40).regex(/^[+()\d][\d\s()+.-]{5,}$/, {
  error: ACCOUNT_MESSAGES.phoneInvalid,
});

/** POST /api/account/signup. The first e-mail is the sign-in address. */
export const signupRequestSchema = z.strictObject({
  companyName: requiredText(ACCOUNT_MESSAGES.companyRequired, 120),
  contactName: requiredText(ACCOUNT_MESSAGES.contactRequired, 100),
  emails: accountEmailListSchema,
  countryId: z.coerce
    .number({ error: ACCOUNT_MESSAGES.countryRequired })
    .int({ error: ACCOUNT_MESSAGES.countryRequired })
    .positive({ error: ACCOUNT_MESSAGES.countryRequired })
    .max(MAX_RECORD_ID, { error: ACCOUNT_MESSAGES.countryRequired }),
  phone: phoneSchema,
  password: newPasswordSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const accountMessageSchema = z.object({ message: z.string() });
export type AccountMessage = z.infer<typeof accountMessageSchema>;

/** The sign-in form (the API receives it as the OAuth password grant). */
export const signInFormSchema = z.object({
  email: accountEmailSchema,
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
    .max(1024),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** POST /api/authenticate answer (OAuth 2.0 token response). */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const forgotPasswordRequestSchema = z.strictObject({ email: accountEmailSchema });
export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});
/** The body of a request that follows an e-mailed link: the link's token. */
const linkTokenRequestSchema = () => z.strictObject({ token: z.string().min(20).max(200) });
export const verifyEmailRequestSchema = linkTokenRequestSchema();
/** POST /api/account/confirm-notification-email: the link sent to a newly added notification address. */
export const confirmNotificationEmailRequestSchema = linkTokenRequestSchema();

/** §3 Current user (GET /api/account/me); email holds the addresses separated by semicolons. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  countryId: z.number().int().nullable(),
  currency: z.string(),
  email: z.string(),
  contact: z.string(),
  hasAccessBMSM: z.boolean(),
  hasIDirectAccess: z.boolean(),
  exportRegion: z.string().nullable(),
  dDUShippingFee: z.object({ companyName: z.string() }).nullable(),
  /** Ours (§6 "Other roles: not shown"): the sales team, who see the mail outbox. */
  isStaff: z.boolean().default(false),
  /** Ours: 'staff' and 'admin' work in the back office at /admin; admins also manage staff. */
  role: z.enum(['customer', 'staff', 'admin']).default('customer'),
  /** Ours: prices only once the sales team approved the company. */
  accountStatus: z.enum(ACCOUNT_STATUSES).default(APPROVED_ACCOUNT),
  /** Ours: this is the user's first sign-in, so the account summary says 'Welcome', not 'Welcome back'. */
  firstSignIn: z.boolean().default(false),
  /**
   * Ours: a staff user signed in without a second factor because he has none yet; the back office
   * opens once he sets one up (sign-in-security.ts).
   */
  secondFactorSetupNeeded: z.boolean().default(false),
  /** Ours: the language the user chose to read in; null: not chosen (his browser's, else English). */
  language: languageSchema.nullable().default(null),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** §3 Account: currency, forex (text rate, only for non-JPY accounts; null for JPY). */
export const currencyAccountSchema = z.object({
  currency: z.string().length(3),
  forex: z.string().nullable(),
});
export type CurrencyAccount = z.infer<typeof currencyAccountSchema>;
export const currencyAccountListSchema = z.array(currencyAccountSchema);
export type CurrencyAccountList = z.infer<typeof currencyAccountListSchema>;

export const accountCurrencySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { error: /*i18n*/ 'Please choose a currency.' })
  .transform((code) => code.toUpperCase());

/** POST /api/common-user/switch-account. */
export const switchAccountRequestSchema = z.strictObject({ currency: accountCurrencySchema });

export const idirectLinkSchema = z.object({ link: z.url() });
export type IdirectLink = z.infer<typeof idirectLinkSchema>;

/** GET /api/account/profile: the caller's own contact details. */
export const profileSchema = z.object({
  companyName: z.string(),
  contactName: z.string(),
  signInEmail: z.string(),
  /** Confirmed notification addresses: the company's mail goes here. */
  emails: z.array(z.string()),
  /** Added but not yet confirmed by a click on the link sent there. */
  pendingEmails: z.array(z.string()).default([]),
  phone: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  emailVerified: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/account/profile: what a member may change about their own contact details. */
export const profileUpdateSchema = z.strictObject({
  contactName: requiredText(ACCOUNT_MESSAGES.contactRequired, 100),
  emails: accountEmailListSchema,
  phone: phoneSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** §7 POST /utility/encrypt and /utility/decrypt. Sizes are capped (the key derivation is costly). */
export const UTILITY_LIMITS = { password: 256, word: 4096, crypt: 6000 } as const;
export const encryptRequestSchema = z.strictObject({
  password: z.string().min(1, { error: /*i18n*/ 'Please give a password.' }).max(UTILITY_LIMITS.password),
  word: z.string().max(UTILITY_LIMITS.word),
});
export const decryptRequestSchema = z.strictObject({
  password: z.string().min(1, { error: /*i18n*/ 'Please give a password.' }).max(UTILITY_LIMITS.password),
  crypt: z.string().min(1).max(UTILITY_LIMITS.crypt),
});
export const utilityResultSchema = z.object({ result: z.string() });
