import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { ACCOUNT_MESSAGES, parseEmailLines, signupRequestSchema, type SignupRequest } from '@ibc/domain';

/** What the sign-up form holds; e-mails are typed one per line (§3). */
export interface SignupFormValues {
  companyName: string;
  contactName: string;
  emailsText: string;
  countryId: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export const signupFormFields = [
  'companyName',
  'contactName',
  'emailsText',
  'countryId',
  'phone',
  'password',
  'confirmPassword',
] as const;

/** API / request-schema field -> form field ('emails', 'emails.1' -> the e-mails box). */
export const signupFormField = (field: string) => (field.startsWith('emails') ? 'emailsText' : field);

/** One schema for the form and the request: the shared signupRequestSchema, plus the confirmation. */
export const signupResolver: Resolver<SignupFormValues, unknown, SignupRequest> = (values) =>
  Promise.resolve(validateSignup(values));

function validateSignup(values: SignupFormValues): ResolverResult<SignupFormValues, SignupRequest> {
  const { companyName, contactName, countryId, phone, password } = values;
  const parsed = signupRequestSchema.safeParse({
    companyName,
    contactName,
    countryId,
    phone,
    password,
    emails: parseEmailLines(values.emailsText),
  });
  const errors: FieldErrors<SignupFormValues> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = signupFormField(String(issue.path[0] ?? '')) as keyof SignupFormValues;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  if (values.password !== values.confirmPassword) {
    errors.confirmPassword = { type: 'validate', message: ACCOUNT_MESSAGES.passwordsDiffer };
  }
  if (!parsed.success || errors.confirmPassword) return { values: {}, errors };
  return { values: parsed.data, errors: {} };
}
