import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import { ACCOUNT_MESSAGES, parseEmailLines, signupRequestSchema, type SignupRequest } from '@ibc/domain';
import { emailsTextField, schemaErrors } from '@/lib/schema-resolver';

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
  const errors: FieldErrors<SignupFormValues> = parsed.success
    ? {}
    : schemaErrors(parsed.error.issues, emailsTextField);
  if (values.password !== values.confirmPassword) {
    errors.confirmPassword = { type: 'validate', message: ACCOUNT_MESSAGES.passwordsDiffer };
  }
  if (!parsed.success || errors.confirmPassword) return { values: {}, errors };
  return { values: parsed.data, errors: {} };
}
