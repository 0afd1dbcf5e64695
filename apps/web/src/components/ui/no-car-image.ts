// An image fails in the browser only, whose instance is the page's language (lib/i18n.ts).
// eslint-disable-next-line no-restricted-imports
import { i18n } from '@/lib/i18n';
import { msg } from '@lingui/core/macro';
import type { SyntheticEvent } from 'react';

/** The words on the no-car picture. */
const NO_IMAGE = msg`No image`;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** §2 "photo (placeholder on error)"; §8 "Missing photo: fallback no-car image" (inline, cannot fail), saying `label`. */
export function noCarImage(label: string): string {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f1f5f9"/>` +
        `<path d="M38 70 L50 52 L104 52 L120 70 Z" fill="none" stroke="#94a3b8" stroke-width="3"/>` +
        `<rect x="30" y="68" width="100" height="16" rx="5" fill="none" stroke="#94a3b8" stroke-width="3"/>` +
        `<circle cx="52" cy="86" r="7" fill="#94a3b8"/><circle cx="108" cy="86" r="7" fill="#94a3b8"/>` +
        `<text x="80" y="108" font-family="sans-serif" font-size="9" fill="#64748b" text-anchor="middle">${escapeXml(label)}</text></svg>`,
    )
  );
}

/** The no-car picture in the reader's language (read when called, never at import). */
function localNoCarImage(): string {
  return noCarImage(i18n._(NO_IMAGE));
}

/** onError handler of every vehicle photo: swaps in the no-car image once. */
export function showNoCarImage(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  const fallback = localNoCarImage();
  if (img.src !== fallback) img.src = fallback;
}
