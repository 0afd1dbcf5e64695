import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';

/** One problem a shared schema found (a zod issue): the request field it is about and its message. */
interface SchemaIssue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
}

/** What a shared schema's `safeParse` answers. */
type SchemaResult<Out> =
  { success: true; data: Out } | { success: false; error: { issues: readonly SchemaIssue[] } };

/**
 * A request's e-mail list ('emails', 'emails.1') is typed one per line in the form's `emailsText`
 * box (§3), where its messages belong.
 */
export const emailsTextField = (field: string) => (field.startsWith('emails') ? 'emailsText' : field);

/**
 * The form's errors for a shared schema's issues: each field shows its first message, on the form
 * field `rename` gives for the request's field.
 */
export function schemaErrors<F extends FieldValues>(
  issues: readonly SchemaIssue[],
  rename: (field: string) => string = (field) => field,
): FieldErrors<F> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    errors[rename(String(issue.path[0] ?? ''))] ??= { type: issue.code, message: issue.message };
  }
  return errors as FieldErrors<F>;
}

/**
 * A form validated by the shared schema of its request, so it says what the API would: `parse`
 * reads the form's values as the request (a select's '' as none, e-mail lines as a list) with the
 * schema's safeParse.
 */
export function schemaResolver<F extends FieldValues, Out>(
  parse: (values: F) => SchemaResult<Out>,
  rename?: (field: string) => string,
): Resolver<F, unknown, Out> {
  return (values) => {
    const parsed = parse(values);
    const result: ResolverResult<F, Out> = parsed.success
      ? { values: parsed.data, errors: {} }
      : { values: {}, errors: schemaErrors<F>(parsed.error.issues, rename) };
    return Promise.resolve(result);
  };
}
