import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the API's per-field messages next to the fields ("field errors next to the
 * fields"). `rename` maps API field names (e.g. 'emails.0') to form fields. Returns the message
 * for the form's alert when the error is not about any known field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: (apiField: string) => string = (f) => f,
): string | null {
  if (!(error instanceof ApiError))
    return /*i18n*/ 'We could not reach the server. Please check your connection and try again.';
  let placed = false;
  for (const [apiField, message] of Object.entries(error.fieldErrors ?? {})) {
    const field = rename(apiField) as Path<T>;
    if (fields.includes(field)) {
      // The first field the server refused takes the focus, so its message is in view (on a phone
      // the form's button is far below it).
      setError(field, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : error.message;
}
