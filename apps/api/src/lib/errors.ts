// Typed errors that services throw; the central error handler turns them into JSON answers.
import { fill } from '@ibc/domain';
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: {
      fieldErrors?: Record<string, string>;
      code?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, message, fieldErrors ? { fieldErrors } : {});
/** A 400 about one field: its message is the answer's and the field's. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });
export const unauthorized = (message = /*i18n*/ 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = /*i18n*/ 'You do not have access to this.') => new AppError(403, message);
export const notFound = (message = /*i18n*/ 'Not found.') => new AppError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(409, message, fieldErrors ? { fieldErrors } : {});
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    fill(/*i18n*/ 'Too many attempts. Please try again in {wait}.', { wait: formatWait(retryAfterSeconds) }),
    {
      headers: { 'retry-after': String(retryAfterSeconds) },
    },
  );

function formatWait(seconds: number): string {
  // Each a message of its own, translated inside the sentence (messageTranslator).
  if (seconds < 60)
    return seconds === 1 ? /*i18n*/ '1 second' : fill(/*i18n*/ '{count} seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? /*i18n*/ '1 minute' : fill(/*i18n*/ '{count} minutes', { count: minutes });
}

/** PostgreSQL refused a duplicate (unique_violation), however deep the driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
