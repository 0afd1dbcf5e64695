// The one HTML/XML text escaper of the API (mail templates, sitemap, generated SVG). Numeric
// references for the quotes and backtick are valid in both HTML and XML, so the same output is safe
// in element text and in quoted attribute values of either.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: string | number | boolean | null | undefined): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * A value as JSON inside an HTML <script> element (the server-rendered page's data): '<' is written
 * as its JSON escape, so no text of the data can close the element or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
