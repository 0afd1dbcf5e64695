// Illustrations embedded in announcement bodies (§1 "a market update (top makes and models with
// images)"). Generated SVG keeps the seed self-contained: no binary files, nothing fetched. The seed
// renders them once into the file store; the bodies point at their content addresses.
import { fileUrl, sha256Hex } from '../src/lib/file-store.ts';
import { escapeHtml } from '../src/lib/html.ts';

export const TOP_MAKES_MAY_2025 = [
  { make: 'Toyota', units: 3218 },
  { make: 'Mazda', units: 1004 },
  { make: 'Nissan', units: 905 },
  { make: 'Honda', units: 702 },
  { make: 'Subaru', units: 389 },
] as const;

export const TOP_MODELS_MAY_2025 = [
  { name: 'Toyota Aqua', units: 812, body: 'hatch', colour: '#c8102e' },
  { name: 'Toyota Corolla Fielder', units: 521, body: 'wagon', colour: '#e5e7eb' },
  { name: 'Mazda Demio', units: 468, body: 'hatch', colour: '#1f3a93' },
  { name: 'Honda Fit', units: 401, body: 'hatch', colour: '#64748b' },
  { name: 'Toyota Prius', units: 355, body: 'sedan', colour: '#0f172a' },
] as const;

function barChart(): string {
  const max = Math.max(...TOP_MAKES_MAY_2025.map((m) => m.units));
  const rows = TOP_MAKES_MAY_2025.map((m, i) => {
    const y = 46 + i * 34;
    const width = Math.round((m.units / max) * 330);
    return `<text x="16" y="${y + 15}" font-size="13" fill="#0f2a4a">${escapeHtml(m.make)}</text>
<rect x="96" y="${y}" width="${width}" height="20" rx="3" fill="#1d4ed8"/>
<text x="${104 + width}" y="${y + 15}" font-size="12" fill="#334155">${m.units.toLocaleString('en-US')}</text>`;
  }).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="230" viewBox="0 0 520 230" font-family="system-ui,sans-serif">
<title>Top used-import makes, New Zealand, May 2025</title>
<rect width="520" height="230" fill="#f8fafc"/>
<text x="16" y="26" font-size="14" font-weight="700" fill="#0f2a4a">Top used-import makes, May 2025 (units)</text>
${rows}
</svg>`;
}

function carProfile(body: 'hatch' | 'wagon' | 'sedan', colour: string): string {
  const roof = {
    hatch: 'M70 78 L105 48 L180 46 L214 78',
    wagon: 'M66 78 L100 48 L222 46 L238 78',
    sedan: 'M74 78 L112 48 L178 46 L214 70 L250 78',
  }[body];
  return `<path d="${roof} Z" fill="${colour}" stroke="#0f172a" stroke-width="2"/>
<rect x="36" y="76" width="228" height="36" rx="12" fill="${colour}" stroke="#0f172a" stroke-width="2"/>
<path d="M112 54 L176 52 L176 76 L92 76 Z" fill="#bfdbfe" opacity="0.85"/>
<circle cx="86" cy="114" r="17" fill="#111827"/><circle cx="86" cy="114" r="7" fill="#9ca3af"/>
<circle cx="216" cy="114" r="17" fill="#111827"/><circle cx="216" cy="114" r="7" fill="#9ca3af"/>`;
}

function modelCard(index: number): string {
  const model = TOP_MODELS_MAY_2025[index]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="180" viewBox="0 0 300 180" font-family="system-ui,sans-serif">
<title>${escapeHtml(model.name)}</title>
<rect width="300" height="180" fill="#f1f5f9"/>
${carProfile(model.body, model.colour)}
<text x="150" y="156" text-anchor="middle" font-size="14" font-weight="700" fill="#0f2a4a">#${index + 1} ${escapeHtml(model.name)}</text>
<text x="150" y="173" text-anchor="middle" font-size="12" fill="#475569">${model.units.toLocaleString('en-US')} registered</text>
</svg>`;
}

const images: Record<string, () => string> = {
  'top-makes-2025-05': barChart,
  ...Object.fromEntries(TOP_MODELS_MAY_2025.map((_, i) => [`top-model-${i + 1}`, () => modelCard(i)])),
};

export const announcementImageNames = Object.keys(images);

export const ANNOUNCEMENT_IMAGE_TYPE = 'image/svg+xml';

export function renderAnnouncementImage(name: string): string {
  const render = images[name];
  if (!render) throw new Error(`Unknown announcement image ${name}`);
  return render();
}

/** Where the stored image is served: its content address, so it is known before it is stored. */
export const announcementImageUrl = (name: string) =>
  fileUrl({
    sha256: sha256Hex(Buffer.from(renderAnnouncementImage(name), 'utf8')),
    contentType: ANNOUNCEMENT_IMAGE_TYPE,
  });
