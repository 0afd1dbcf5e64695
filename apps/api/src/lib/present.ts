/**
 * A value the code before has made sure of (the row of an INSERT ... RETURNING, a row read again
 * after it was written or locked, an entry of a map built from the same list): returns it, or throws
 * an error naming what was missing, so a broken assumption fails here, loudly, and not later as
 * "cannot read properties of undefined".
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none.`);
  return value;
}
