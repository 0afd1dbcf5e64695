import type { SyntheticEvent } from 'react';

/** §2 "photo (placeholder on error)"; §8 "Missing photo: fallback no-car image" (inline, cannot fail). */
export const NO_CAR_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f1f5f9"/>` +
      `<path d="M38 70 L50 52 L104 52 L120 70 Z" fill="none" stroke="#94a3b8" stroke-width="3"/>` +
      `<rect x="30" y="68" width="100" height="16" rx="5" fill="none" stroke="#94a3b8" stroke-width="3"/>` +
      `<circle cx="52" cy="86" r="7" fill="#94a3b8"/><circle cx="108" cy="86" r="7" fill="#94a3b8"/>` +
      `<text x="80" y="108" font-family="sans-serif" font-size="9" fill="#64748b" text-anchor="middle">No image</text></svg>`,
  );

/** onError handler of every vehicle photo: swaps in the no-car image once. */
export function showNoCarImage(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (img.src !== NO_CAR_IMAGE) img.src = NO_CAR_IMAGE;
}
