/** §3 Current user: email holds several addresses separated by semicolons, shown one per line. */
export function splitEmailList(emails: string | null | undefined): string[] {
  return (emails ?? '')
    .split(';')
    .map((address) => address.trim())
    .filter((address) => address.length > 0);
}
