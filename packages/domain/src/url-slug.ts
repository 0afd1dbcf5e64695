/**
 * §2 Screens and routes: "URL handling turns spaces into hyphens and keeps slashes".
 * Runs of whitespace become one hyphen so 'nz  stocks' and 'nz stocks' share a URL; case is kept.
 */
export function toUrlSlug(text: string): string {
  return text.trim().replace(/\s+/g, '-');
}
