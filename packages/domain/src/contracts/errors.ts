import { z } from 'zod';
import { MAX_RECORD_ID } from '../record-id.ts';

/**
 * The API's error body, for every status (400 with one message per field in `fieldErrors`, keyed by
 * the field's path such as 'emails.1'; 401, 403, 404, 409, 429 with `message` only). The API's error
 * handler writes it, routes declare it, the web client reads it.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  /** For a person, in the request's language (Accept-Language; the spec's English without one). */
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /**
   * A stable name of the refusal where a client acts on it ('sign_in_expired'), so that no client
   * compares the words of `message`.
   */
  code: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export { MAX_RECORD_ID };

/**
 * A database record id in a request (path, query or body): a positive whole number that fits the
 * integer columns, so a huge number is a 400 naming the field, never a 500 from the database.
 */
export const recordIdSchema = (message = /*i18n*/ 'Please give a valid id.') =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_RECORD_ID, { error: message });
