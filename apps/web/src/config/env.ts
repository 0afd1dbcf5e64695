// The only place that reads import.meta.env (style guide, habit 5). Only VITE_* names reach the
// browser bundle; a bad value fails at start-up with the variable's name. Checked by hand rather
// than with zod so the public first page does not download the schema library.

function optionalMatching(name: string, pattern: RegExp, hint: string): string | undefined {
  const value = (import.meta.env[name] as string | undefined)?.trim();
  if (!value) return undefined;
  if (!pattern.test(value)) throw new Error(`Invalid web configuration: ${name} ${hint}`);
  return value;
}

function urlOrDefault(name: string, fallback: string): string {
  return optionalMatching(name, /^https?:\/\/\S+$/, 'must be an http(s) URL') ?? fallback;
}

export const env = {
  /** Tag manager container id; no external script is loaded when unset. */
  VITE_TAG_MANAGER_ID: optionalMatching(
    'VITE_TAG_MANAGER_ID',
    /^GTM-[A-Z0-9]+$/,
    'must look like GTM-XXXXXXX',
  ),
  VITE_PARTS_SITE_URL: urlOrDefault('VITE_PARTS_SITE_URL', 'https://parts.ibc-japan.example'),
  VITE_MAXCARE_SITE_URL: urlOrDefault('VITE_MAXCARE_SITE_URL', 'https://maxcare.ibc-japan.example'),
  VITE_NEWSLETTER_SITE_URL: urlOrDefault('VITE_NEWSLETTER_SITE_URL', 'https://newsletter.ibc-japan.example'),
} as const;
