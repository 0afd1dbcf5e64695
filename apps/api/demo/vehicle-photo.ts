// Demo vehicle "photos": tidy studio-style SVG illustrations that show a body type in a paint
// colour. A pure function of (body type, colour, view), so the seed renders each distinct picture
// once into the file store and every vehicle of that body type and colour shares it.
import { escapeHtml } from '../src/lib/html.ts';

export interface VehiclePhotoInput {
  bodyType: string;
  color: string;
  /** 0 hero (front three-quarter), 1 side, 2 rear, 3 interior, 4 engine bay, 5 odometer, 6 front, 7+ more. */
  view: number;
  /** The vehicle's listed mileage: the odometer view reads it, the other views ignore it. */
  kms: number;
}

/** The view whose picture shows the mileage, so it is one picture per mileage, not per colour. */
export const ODOMETER_VIEW = 5;

/** The odometer's six-digit drum: 13,464 km reads '013464'. */
export function odometerDigits(kms: number): string {
  return Math.max(0, Math.round(kms)).toString().padStart(6, '0');
}

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 480;

/** Number of distinct views; higher view numbers wrap around. */
export const PHOTO_VIEW_COUNT = 12;

const VIEW_NAMES = [
  'Front three-quarter',
  'Side',
  'Rear',
  'Interior',
  'Engine bay',
  'Odometer',
  'Front',
  'Right side',
  'Rear three-quarter',
  'Seats',
  'Wheel',
  'Cargo area',
] as const;

export function photoViewName(view: number): string {
  return VIEW_NAMES[normaliseView(view)]!;
}

function normaliseView(view: number): number {
  const v = Number.isFinite(view) ? Math.trunc(Math.abs(view)) : 0;
  return v % PHOTO_VIEW_COUNT;
}

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

const NAMED_COLOURS: Readonly<Record<string, string>> = {
  'pearl white': '#eeede6',
  'crystal white pearl': '#efeee8',
  'snowflake white pearl': '#eeeeea',
  white: '#f5f5f3',
  'super white': '#f7f7f5',
  silver: '#b9bdc2',
  'ice silver': '#c3c8cc',
  'titanium flash': '#8d9196',
  'metal stream': '#9ea3a8',
  'grey metallic': '#7b8087',
  'medium grey': '#7e8287',
  'machine grey': '#6e7276',
  'graphite metallic': '#4a4d52',
  'dark grey': '#474b51',
  black: '#17181b',
  'black mica': '#1c1d22',
  'jet black': '#121315',
  'crystal black silica': '#16171b',
  'dark blue mica': '#1f2d4d',
  'deep crystal blue': '#223553',
  'wr blue pearl': '#1f4fa0',
  blue: '#2d5ea8',
  'light blue': '#8cb8dc',
  'summer blue': '#54a6d1',
  red: '#b91f29',
  'soul red crystal': '#9e1020',
  'wine red': '#5e1a24',
  orange: '#dc6a1f',
  'passion orange': '#e0701e',
  yellow: '#e2bf2c',
  'kinetic yellow': '#e8c520',
  green: '#3b6b45',
  'radiant green': '#5c8f6a',
  'jungle green': '#4b5a3c',
  'lime green': '#9fc03a',
  khaki: '#857f5a',
  beige: '#d3c29d',
  'chiffon ivory': '#e3dcc3',
  brown: '#654631',
  bronze: '#7a5d3f',
  gold: '#b79a5b',
  pink: '#e3a2b5',
  turquoise: '#2ea3a0',
  purple: '#5a3d78',
};

const KEYWORD_COLOURS: readonly (readonly [string, string])[] = [
  ['white', '#f2f2ef'],
  ['ivory', '#e3dcc3'],
  ['silver', '#b9bdc2'],
  ['grey', '#777c82'],
  ['gray', '#777c82'],
  ['black', '#17181b'],
  ['blue', '#2d5ea8'],
  ['red', '#b91f29'],
  ['wine', '#5e1a24'],
  ['orange', '#dc6a1f'],
  ['yellow', '#e2bf2c'],
  ['green', '#3b6b45'],
  ['beige', '#d3c29d'],
  ['brown', '#654631'],
  ['gold', '#b79a5b'],
  ['pink', '#e3a2b5'],
  ['purple', '#5a3d78'],
];

/** Paint name (as on auction sheets) to a hex colour; unknown names fall back by keyword, then silver. */
export function colourHex(name: string): string {
  const key = name.trim().toLowerCase();
  const exact = NAMED_COLOURS[key];
  if (exact) return exact;
  for (const [word, hex] of KEYWORD_COLOURS) if (key.includes(word)) return hex;
  return '#b9bdc2';
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c!)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mix towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(rgb(hex).map((c) => c + (target - c) * a));
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// Body shapes (side profile, front to the right; x 0..1 along the length, h px above the ground)
// ---------------------------------------------------------------------------------------------

type Pt = readonly [number, number];
type Shape =
  'hatchback' | 'sedan' | 'wagon' | 'suv' | 'van' | 'minivan' | 'truck' | 'coupe' | 'convertible' | 'kei';

interface Profile {
  length: number;
  body: readonly Pt[];
  glass: readonly Pt[];
  /** x of the pillars splitting the glass (B/C pillars). */
  pillars: readonly number[];
  wheels: readonly [number, number];
  wheelR: number;
  /** Door split lines (x). */
  doors: readonly number[];
  beltH: number;
  lampH: number;
  /** Face view: width and height of the body, roof width, glass top/bottom heights. */
  face: {
    width: number;
    height: number;
    roof: number;
    glassTop: number;
    glassBottom: number;
    clearance: number;
  };
}

const PROFILES: Readonly<Record<Shape, Profile>> = {
  hatchback: {
    length: 480,
    body: [
      [0, 30],
      [0, 92],
      [0.03, 140],
      [0.12, 160],
      [0.5, 163],
      [0.66, 118],
      [0.9, 102],
      [1, 84],
      [1, 30],
    ],
    glass: [
      [0.05, 118],
      [0.13, 152],
      [0.49, 154],
      [0.62, 118],
    ],
    pillars: [0.33],
    wheels: [0.17, 0.82],
    wheelR: 34,
    doors: [0.33, 0.6],
    beltH: 110,
    lampH: 92,
    face: { width: 300, height: 150, roof: 210, glassTop: 142, glassBottom: 100, clearance: 26 },
  },
  sedan: {
    length: 540,
    body: [
      [0, 34],
      [0, 96],
      [0.14, 108],
      [0.26, 152],
      [0.34, 160],
      [0.56, 160],
      [0.7, 112],
      [0.93, 100],
      [1, 80],
      [1, 32],
    ],
    glass: [
      [0.24, 112],
      [0.33, 150],
      [0.55, 150],
      [0.66, 112],
    ],
    pillars: [0.45],
    wheels: [0.18, 0.8],
    wheelR: 34,
    doors: [0.45, 0.68],
    beltH: 106,
    lampH: 90,
    face: { width: 320, height: 146, roof: 220, glassTop: 138, glassBottom: 98, clearance: 26 },
  },
  wagon: {
    length: 540,
    body: [
      [0, 32],
      [0, 100],
      [0.02, 150],
      [0.08, 160],
      [0.56, 162],
      [0.7, 114],
      [0.92, 102],
      [1, 82],
      [1, 32],
    ],
    glass: [
      [0.04, 116],
      [0.08, 152],
      [0.55, 153],
      [0.665, 116],
    ],
    pillars: [0.2, 0.42],
    wheels: [0.17, 0.8],
    wheelR: 34,
    doors: [0.42, 0.66],
    beltH: 110,
    lampH: 92,
    face: { width: 320, height: 150, roof: 225, glassTop: 142, glassBottom: 100, clearance: 26 },
  },
  suv: {
    length: 520,
    body: [
      [0, 44],
      [0, 122],
      [0.025, 178],
      [0.08, 190],
      [0.56, 190],
      [0.7, 138],
      [0.93, 126],
      [1, 106],
      [1, 44],
    ],
    glass: [
      [0.04, 140],
      [0.08, 180],
      [0.55, 181],
      [0.67, 140],
    ],
    pillars: [0.2, 0.43],
    wheels: [0.17, 0.81],
    wheelR: 42,
    doors: [0.43, 0.67],
    beltH: 134,
    lampH: 114,
    face: { width: 340, height: 185, roof: 250, glassTop: 176, glassBottom: 128, clearance: 42 },
  },
  van: {
    length: 520,
    body: [
      [0, 32],
      [0, 204],
      [0.02, 214],
      [0.86, 214],
      [0.955, 196],
      [1, 124],
      [1, 32],
    ],
    glass: [
      [0.03, 150],
      [0.03, 198],
      [0.85, 198],
      [0.935, 180],
      [0.965, 150],
    ],
    pillars: [0.3, 0.56, 0.79],
    wheels: [0.15, 0.8],
    wheelR: 33,
    doors: [0.56, 0.79],
    beltH: 146,
    lampH: 108,
    face: { width: 300, height: 205, roof: 290, glassTop: 196, glassBottom: 128, clearance: 28 },
  },
  minivan: {
    length: 540,
    body: [
      [0, 34],
      [0, 162],
      [0.025, 200],
      [0.08, 208],
      [0.7, 206],
      [0.84, 142],
      [0.95, 122],
      [1, 104],
      [1, 34],
    ],
    glass: [
      [0.04, 146],
      [0.07, 196],
      [0.69, 196],
      [0.81, 146],
    ],
    pillars: [0.25, 0.55],
    wheels: [0.16, 0.82],
    wheelR: 36,
    doors: [0.33, 0.59],
    beltH: 140,
    lampH: 112,
    face: { width: 320, height: 200, roof: 270, glassTop: 192, glassBottom: 124, clearance: 30 },
  },
  truck: {
    length: 560,
    body: [
      [0.7, 40],
      [0.7, 200],
      [0.72, 212],
      [0.955, 212],
      [1, 180],
      [1, 40],
    ],
    glass: [
      [0.74, 140],
      [0.74, 196],
      [0.94, 196],
      [0.975, 170],
      [0.975, 140],
    ],
    pillars: [],
    wheels: [0.2, 0.84],
    wheelR: 36,
    doors: [0.745, 0.965],
    beltH: 132,
    lampH: 70,
    face: { width: 300, height: 200, roof: 290, glassTop: 192, glassBottom: 126, clearance: 40 },
  },
  coupe: {
    length: 500,
    body: [
      [0, 36],
      [0, 90],
      [0.13, 104],
      [0.3, 138],
      [0.42, 146],
      [0.56, 142],
      [0.7, 104],
      [0.94, 92],
      [1, 72],
      [1, 34],
    ],
    glass: [
      [0.28, 106],
      [0.41, 138],
      [0.55, 135],
      [0.66, 106],
    ],
    pillars: [0.43],
    wheels: [0.18, 0.81],
    wheelR: 33,
    doors: [0.66],
    beltH: 100,
    lampH: 80,
    face: { width: 330, height: 125, roof: 210, glassTop: 120, glassBottom: 88, clearance: 22 },
  },
  convertible: {
    length: 460,
    body: [
      [0, 36],
      [0, 88],
      [0.12, 100],
      [0.34, 130],
      [0.44, 136],
      [0.56, 134],
      [0.68, 100],
      [0.94, 90],
      [1, 72],
      [1, 34],
    ],
    glass: [
      [0.5, 104],
      [0.56, 128],
      [0.565, 128],
      [0.645, 104],
    ],
    pillars: [],
    wheels: [0.18, 0.81],
    wheelR: 32,
    doors: [0.64],
    beltH: 98,
    lampH: 80,
    face: { width: 300, height: 120, roof: 200, glassTop: 118, glassBottom: 88, clearance: 22 },
  },
  kei: {
    length: 410,
    body: [
      [0, 30],
      [0, 150],
      [0.03, 200],
      [0.09, 207],
      [0.74, 206],
      [0.86, 132],
      [0.97, 112],
      [1, 96],
      [1, 30],
    ],
    glass: [
      [0.05, 134],
      [0.09, 197],
      [0.73, 197],
      [0.84, 134],
    ],
    pillars: [0.4],
    wheels: [0.15, 0.84],
    wheelR: 29,
    doors: [0.4, 0.7],
    beltH: 126,
    lampH: 104,
    face: { width: 250, height: 200, roof: 225, glassTop: 192, glassBottom: 120, clearance: 26 },
  },
};

function shapeOf(bodyType: string): Shape {
  const b = bodyType.toLowerCase();
  if (b.includes('kei') && !b.includes('truck')) return 'kei';
  if (b.includes('convertible') || b.includes('cabrio') || b.includes('roadster')) return 'convertible';
  if (b.includes('coupe')) return 'coupe';
  if (b.includes('truck') || b.includes('ute') || b.includes('pick')) return 'truck';
  if (b.includes('minivan') || b.includes('mpv') || b.includes('people')) return 'minivan';
  if (b.includes('van') || b.includes('bus')) return 'van';
  if (b.includes('suv') || b.includes('4wd') || b.includes('crossover')) return 'suv';
  if (b.includes('wagon') || b.includes('estate')) return 'wagon';
  if (b.includes('sedan') || b.includes('saloon')) return 'sedan';
  return 'hatchback';
}

/** Path through the points with rounded corners (radius r, clamped to half of each edge). */
function roundedPath(points: readonly (readonly [number, number])[], r: number): string {
  const n = points.length;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    const prev = points[(i - 1 + n) % n]!;
    const next = points[(i + 1) % n]!;
    const d1 = Math.hypot(p[0] - prev[0], p[1] - prev[1]);
    const d2 = Math.hypot(next[0] - p[0], next[1] - p[1]);
    const r1 = Math.min(r, d1 / 2);
    const r2 = Math.min(r, d2 / 2);
    const a: [number, number] = [
      p[0] + ((prev[0] - p[0]) * r1) / (d1 || 1),
      p[1] + ((prev[1] - p[1]) * r1) / (d1 || 1),
    ];
    const b: [number, number] = [
      p[0] + ((next[0] - p[0]) * r2) / (d2 || 1),
      p[1] + ((next[1] - p[1]) * r2) / (d2 || 1),
    ];
    parts.push(`${i === 0 ? 'M' : 'L'}${f(a[0])},${f(a[1])}Q${f(p[0])},${f(p[1])} ${f(b[0])},${f(b[1])}`);
  }
  return `${parts.join('')}Z`;
}

function f(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

// ---------------------------------------------------------------------------------------------
// Scene pieces
// ---------------------------------------------------------------------------------------------

const GROUND_Y = 372;

function defs(paint: string): string {
  const dark = luminance(paint) < 0.25;
  return `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="1" stop-color="#dde2e7"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfd5db"/><stop offset="1" stop-color="#eef1f4"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0b0d10" stop-opacity="0.55"/><stop offset="0.7" stop-color="#0b0d10" stop-opacity="0.18"/><stop offset="1" stop-color="#0b0d10" stop-opacity="0"/></radialGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, dark ? 0.28 : 0.35)}"/><stop offset="0.42" stop-color="${paint}"/><stop offset="0.7" stop-color="${shade(paint, -0.12)}"/><stop offset="1" stop-color="${shade(paint, -0.4)}"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="${dark ? 0.16 : 0.22}"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d6e80"/><stop offset="0.55" stop-color="#27313c"/><stop offset="1" stop-color="#151b22"/></linearGradient>
<linearGradient id="glassHi" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<radialGradient id="rim" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="#f2f4f6"/><stop offset="0.6" stop-color="#b8bec5"/><stop offset="1" stop-color="#6c737b"/></radialGradient>
<linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafbfc"/><stop offset="1" stop-color="#8d949b"/></linearGradient>
<linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3f46"/><stop offset="1" stop-color="#1d2025"/></linearGradient>
</defs>`;
}

function studio(): string {
  return (
    `<rect width="${PHOTO_WIDTH}" height="${GROUND_Y - 40}" fill="url(#wall)"/>` +
    `<rect y="${GROUND_Y - 40}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - GROUND_Y + 40}" fill="url(#floor)"/>` +
    `<ellipse cx="320" cy="${GROUND_Y - 60}" rx="360" ry="230" fill="url(#spot)"/>`
  );
}

/** Views drawn on a dark backdrop get light caption text. */
const DARK_VIEWS = new Set([3, 4, 9]);

/** Views that draw the body; the others (interior, engine bay, ...) show only the paint colour. */
const BODY_VIEWS = new Set([0, 1, 2, 6, 7, 8]);

/** What a picture depends on: equal keys, identical SVG (so the seed renders each key once). */
export function photoKey(input: VehiclePhotoInput): string {
  const view = normaliseView(input.view);
  if (view === ODOMETER_VIEW) return `\u0000\u0000${view}\u0000${odometerDigits(input.kms)}`;
  return BODY_VIEWS.has(view)
    ? `${input.bodyType}\u0000${input.color}\u0000${view}`
    : `\u0000${input.color}\u0000${view}`;
}

/** The subject as captioned: the body type only where the view shows it. */
function subject(input: VehiclePhotoInput, view: number): string {
  return BODY_VIEWS.has(view) ? `${input.color} ${input.bodyType}` : input.color;
}

function caption(input: VehiclePhotoInput, view: number): string {
  const title = subject(input, view).trim();
  const dark = DARK_VIEWS.has(view);
  return (
    `<g font-family="Helvetica, Arial, sans-serif">` +
    (view === 10 || view === 11
      ? `<rect y="${PHOTO_HEIGHT - 44}" width="${PHOTO_WIDTH}" height="44" fill="#ffffff" fill-opacity="0.78"/>`
      : '') +
    `<text x="22" y="${PHOTO_HEIGHT - 20}" font-size="15" font-weight="600" fill="${dark ? '#e6eaee' : '#3b434c'}">${escapeHtml(title)}</text>` +
    `<text x="${PHOTO_WIDTH - 22}" y="${PHOTO_HEIGHT - 20}" font-size="12" text-anchor="end" fill="${dark ? '#aab4be' : '#7b8691'}" letter-spacing="1">${escapeHtml(photoViewName(view).toUpperCase())}</text>` +
    `</g>`
  );
}

function wheel(cx: number, cy: number, r: number): string {
  const spokes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const x1 = cx + Math.cos(a) * r * 0.16;
    const y1 = cy + Math.sin(a) * r * 0.16;
    const x2 = cx + Math.cos(a) * r * 0.6;
    const y2 = cy + Math.sin(a) * r * 0.6;
    spokes.push(
      `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="#8a9199" stroke-width="${f(r * 0.16)}" stroke-linecap="round"/>`,
    );
  }
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#1b1d20"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.93)}" fill="none" stroke="#34383d" stroke-width="${f(r * 0.06)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.66)}" fill="url(#rim)"/>` +
    spokes.join('') +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.6)}" fill="none" stroke="#5b6168" stroke-width="1.2"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.16)}" fill="#c9ced3" stroke="#666d74" stroke-width="1"/>`
  );
}

/** Side profile; `mirror` draws the other side (front to the left). */
function sideView(shape: Shape, paint: string, mirror: boolean, squeeze = 1): string {
  const p = PROFILES[shape];
  const L = p.length * squeeze;
  const x0 = (PHOTO_WIDTH - L) / 2;
  const X = (fx: number) => x0 + fx * L;
  const Y = (h: number) => GROUND_Y - h;
  const pts = (list: readonly Pt[]) => list.map(([fx, h]) => [X(fx), Y(h)] as const);
  const out: string[] = [];

  out.push(
    `<ellipse cx="${f(x0 + L / 2)}" cy="${GROUND_Y + 2}" rx="${f(L * 0.58)}" ry="18" fill="url(#shadow)"/>`,
  );

  if (shape === 'truck') {
    // Chassis rail and flat deck with drop sides behind the cab.
    out.push(
      `<rect x="${f(X(0.02))}" y="${f(Y(46))}" width="${f(X(0.72) - X(0.02))}" height="10" fill="#2a2d31"/>`,
    );
    out.push(
      `<rect x="${f(X(0))}" y="${f(Y(92))}" width="${f(X(0.685) - X(0))}" height="40" rx="3" fill="url(#paint)" stroke="${shade(paint, -0.35)}" stroke-width="1"/>`,
    );
    out.push(
      `<rect x="${f(X(0))}" y="${f(Y(60))}" width="${f(X(0.685) - X(0))}" height="8" fill="#3b3f45"/>`,
    );
    for (const fx of [0.17, 0.34, 0.51])
      out.push(
        `<line x1="${f(X(fx))}" y1="${f(Y(92))}" x2="${f(X(fx))}" y2="${f(Y(52))}" stroke="${shade(paint, -0.3)}" stroke-width="1.5"/>`,
      );
    out.push(`<rect x="${f(X(0.686))}" y="${f(Y(190))}" width="6" height="140" fill="#2f3338"/>`);
  }

  // Wheel arches (dark) behind the body edge, then the body.
  const body = roundedPath(pts(p.body), 12);
  out.push(`<path d="${body}" fill="url(#paint)" stroke="${shade(paint, -0.45)}" stroke-width="1.2"/>`);
  out.push(`<path d="${body}" fill="url(#sheen)"/>`);
  for (const wx of p.wheels)
    out.push(`<circle cx="${f(X(wx))}" cy="${f(Y(p.wheelR))}" r="${f(p.wheelR + 7)}" fill="#15171a"/>`);

  // Glass, pillars, belt line.
  if (shape === 'convertible') {
    // Soft top folded down: dark hood bag behind the seats, plus the windscreen.
    out.push(
      `<path d="${roundedPath(
        pts([
          [0.3, 112],
          [0.34, 128],
          [0.46, 130],
          [0.5, 112],
        ]),
        8,
      )}" fill="#2a2b2f"/>`,
    );
  }
  out.push(`<path d="${roundedPath(pts(p.glass), 6)}" fill="url(#glass)"/>`);
  out.push(`<path d="${roundedPath(pts(p.glass), 6)}" fill="url(#glassHi)"/>`);
  const glassTop = Math.max(...p.glass.map(([, h]) => h));
  const glassBottom = Math.min(...p.glass.map(([, h]) => h));
  for (const px of p.pillars)
    out.push(
      `<rect x="${f(X(px) - 5)}" y="${f(Y(glassTop + 2))}" width="10" height="${f(glassTop - glassBottom + 4)}" fill="${shade(paint, -0.55)}"/>`,
    );
  const bodyXs = p.body.map(([fx]) => fx);
  out.push(
    `<line x1="${f(X(Math.min(...bodyXs) + 0.01))}" y1="${f(Y(p.beltH - 18))}" x2="${f(X(0.99))}" y2="${f(Y(p.beltH - 22))}" stroke="${shade(paint, 0.35)}" stroke-opacity="0.6" stroke-width="1.5"/>`,
  );

  // Doors, handles, mirror.
  for (const dx of p.doors)
    out.push(
      `<line x1="${f(X(dx))}" y1="${f(Y(glassBottom))}" x2="${f(X(dx))}" y2="${f(Y(38))}" stroke="${shade(paint, -0.5)}" stroke-width="1.3"/>`,
    );
  for (const dx of p.doors.slice(0, 2))
    out.push(
      `<rect x="${f(X(dx) - 26)}" y="${f(Y(glassBottom - 14))}" width="18" height="5" rx="2.5" fill="${shade(paint, -0.35)}"/>`,
    );
  const front = p.glass[p.glass.length - 1]!;
  out.push(
    `<path d="M${f(X(front[0]) - 6)},${f(Y(front[1] + 4))}l16,-2l2,12l-16,2z" fill="${shade(paint, -0.2)}" stroke="${shade(paint, -0.5)}" stroke-width="1"/>`,
  );

  // Lamps: headlamp at the front, tail lamp at the rear, bumpers.
  const frontX = X(1);
  const rearX = X(Math.min(...bodyXs));
  out.push(
    `<path d="M${f(frontX - 34)},${f(Y(p.lampH))}q20,-4 32,-2l1,12q-18,2 -33,0z" fill="#eef6ff" stroke="#7d8b99" stroke-width="1"/>`,
  );
  out.push(
    `<rect x="${f(frontX - 6)}" y="${f(Y(p.lampH - 28))}" width="8" height="16" rx="3" fill="#2a2e33"/>`,
  );
  out.push(
    `<rect x="${f(rearX - 1)}" y="${f(Y(shape === 'truck' ? 84 : p.lampH + 6))}" width="10" height="18" rx="3" fill="#c1121f"/>`,
  );
  out.push(
    `<rect x="${f(rearX - 2)}" y="${f(Y(44))}" width="${f(L * 0.12)}" height="9" rx="4" fill="${shade(paint, -0.3)}"/>`,
  );

  // Wheels last.
  for (const wx of p.wheels) out.push(wheel(X(wx), Y(p.wheelR), p.wheelR));

  const g = out.join('');
  return mirror ? `<g transform="translate(${PHOTO_WIDTH},0) scale(-1,1)">${g}</g>` : g;
}

/** Face-on view (front or rear), symmetric about the centre line. */
function faceView(shape: Shape, paint: string, rear: boolean): string {
  const p = PROFILES[shape];
  const { width: W, height: H, roof, glassTop, glassBottom, clearance } = p.face;
  const cx = PHOTO_WIDTH / 2;
  const Y = (h: number) => GROUND_Y - h;
  const out: string[] = [];
  const half = W / 2;
  const roofHalf = roof / 2 / 2;
  out.push(`<ellipse cx="${cx}" cy="${GROUND_Y + 2}" rx="${f(half + 40)}" ry="16" fill="url(#shadow)"/>`);
  // Tyres.
  for (const s of [-1, 1]) {
    out.push(
      `<rect x="${f(cx + s * (half - 30) - 22)}" y="${f(Y(p.wheelR * 1.2))}" width="44" height="${f(p.wheelR * 1.2)}" rx="8" fill="#1b1d20"/>`,
    );
  }
  const lowerTop = glassBottom;
  const greenhouse = [
    [cx - half + 14, Y(lowerTop)],
    [cx - roofHalf - 12, Y(H + (glassTop - glassBottom) * 0.15 + 4)],
    [cx + roofHalf + 12, Y(H + (glassTop - glassBottom) * 0.15 + 4)],
    [cx + half - 14, Y(lowerTop)],
  ] as const;
  const topH = Math.max(glassTop + 6, H);
  const shell = [
    [cx - half, Y(clearance)],
    [cx - half, Y(lowerTop - 6)],
    [cx - half + 18, Y(lowerTop + 4)],
    [cx - roofHalf - 14, Y(topH)],
    [cx + roofHalf + 14, Y(topH)],
    [cx + half - 18, Y(lowerTop + 4)],
    [cx + half, Y(lowerTop - 6)],
    [cx + half, Y(clearance)],
  ] as const;
  out.push(
    `<path d="${roundedPath(shell, 14)}" fill="url(#paint)" stroke="${shade(paint, -0.45)}" stroke-width="1.2"/>`,
  );
  out.push(`<path d="${roundedPath(shell, 14)}" fill="url(#sheen)"/>`);
  void greenhouse;
  if (shape !== 'truck' || !rear) {
    const glass = [
      [cx - half + 30, Y(glassBottom + 2)],
      [cx - roofHalf - 4, Y(glassTop)],
      [cx + roofHalf + 4, Y(glassTop)],
      [cx + half - 30, Y(glassBottom + 2)],
    ] as const;
    out.push(`<path d="${roundedPath(glass, 8)}" fill="url(#glass)"/>`);
    out.push(`<path d="${roundedPath(glass, 8)}" fill="url(#glassHi)"/>`);
  }
  // Mirrors.
  for (const s of [-1, 1])
    out.push(
      `<rect x="${f(cx + s * (half + 8) - 12)}" y="${f(Y(glassBottom + 18))}" width="24" height="16" rx="5" fill="${shade(paint, -0.15)}" stroke="${shade(paint, -0.5)}"/>`,
    );
  const lampY = Y(lowerTop - 16);
  if (rear) {
    for (const s of [-1, 1])
      out.push(
        `<rect x="${f(cx + s * (half - 34) - 26)}" y="${f(lampY)}" width="52" height="20" rx="6" fill="#b3121d" stroke="#6d0b12"/>`,
      );
    out.push(
      `<rect x="${f(cx - 40)}" y="${f(lampY + 30)}" width="80" height="24" rx="3" fill="#f7f7f2" stroke="#9aa1a8"/>`,
    );
    out.push(
      `<rect x="${f(cx - 24)}" y="${f(lampY + 4)}" width="48" height="8" rx="4" fill="url(#chrome)"/>`,
    );
  } else {
    for (const s of [-1, 1])
      out.push(
        `<path d="${roundedPath(
          [
            [cx + s * (half - 12), lampY],
            [cx + s * (half - 70), lampY + 2],
            [cx + s * (half - 66), lampY + 20],
            [cx + s * (half - 14), lampY + 16],
          ],
          5,
        )}" fill="#eef6ff" stroke="#6f7c89"/>`,
      );
    out.push(
      `<rect x="${f(cx - 62)}" y="${f(lampY + 6)}" width="124" height="30" rx="8" fill="url(#panel)"/>`,
    );
    for (let i = 1; i < 4; i++)
      out.push(
        `<line x1="${f(cx - 58)}" y1="${f(lampY + 6 + i * 7.5)}" x2="${f(cx + 58)}" y2="${f(lampY + 6 + i * 7.5)}" stroke="#4b5158" stroke-width="1.2"/>`,
      );
    out.push(`<circle cx="${cx}" cy="${f(lampY + 21)}" r="7" fill="url(#chrome)"/>`);
    out.push(
      `<rect x="${f(cx - 40)}" y="${f(lampY + 44)}" width="80" height="22" rx="3" fill="#f7f7f2" stroke="#9aa1a8"/>`,
    );
  }
  out.push(
    `<rect x="${f(cx - half + 4)}" y="${f(Y(clearance + 14))}" width="${f(W - 8)}" height="12" rx="6" fill="${shade(paint, -0.35)}"/>`,
  );
  return out.join('');
}

function interiorView(paint: string): string {
  return (
    `<rect width="640" height="480" fill="#2b2f35"/>` +
    // Windscreen with a bright outside.
    `<path d="M40,40 Q320,10 600,40 L560,190 Q320,170 80,190 Z" fill="#dfe8f0"/>` +
    `<path d="M40,40 Q320,10 600,40 L560,190 Q320,170 80,190 Z" fill="url(#glassHi)"/>` +
    `<rect x="300" y="40" width="40" height="26" rx="4" fill="#22252a"/>` +
    // Dashboard.
    `<path d="M0,180 Q320,150 640,180 L640,300 L0,300 Z" fill="url(#panel)"/>` +
    `<path d="M0,180 Q320,150 640,180" fill="none" stroke="${paint}" stroke-width="5" stroke-opacity="0.85"/>` +
    // Centre display and vents.
    `<rect x="262" y="196" width="116" height="70" rx="6" fill="#101317" stroke="#56606b"/>` +
    `<rect x="270" y="204" width="100" height="54" rx="3" fill="#1f3b57"/>` +
    `<path d="M278,246 l20,-16 l16,10 l22,-22 l26,18" fill="none" stroke="#7fc0f0" stroke-width="2"/>` +
    `<rect x="196" y="214" width="50" height="18" rx="5" fill="#15181c" stroke="#4a525a"/>` +
    `<rect x="394" y="214" width="50" height="18" rx="5" fill="#15181c" stroke="#4a525a"/>` +
    // Steering wheel (right-hand drive).
    `<circle cx="470" cy="300" r="92" fill="none" stroke="#15171a" stroke-width="20"/>` +
    `<path d="M380,300 Q470,330 560,300" fill="none" stroke="#15171a" stroke-width="18"/>` +
    `<circle cx="470" cy="306" r="24" fill="#22262b" stroke="#5b636b" stroke-width="2"/>` +
    // Console and seats.
    `<rect x="270" y="300" width="100" height="180" rx="10" fill="#1d2024"/>` +
    `<rect x="300" y="330" width="40" height="60" rx="8" fill="#3a3f45"/>` +
    `<path d="M20,480 Q40,340 150,330 Q230,340 240,480 Z" fill="#3c4148"/>` +
    `<path d="M400,480 Q420,370 500,362 Q600,370 620,480 Z" fill="#3c4148" opacity="0.7"/>`
  );
}

function engineView(_paint: string): string {
  return (
    `<rect width="640" height="480" fill="#1f2226"/>` +
    `<path d="M30,60 L610,60 L640,20 L0,20 Z" fill="url(#paint)"/>` +
    `<path d="M0,20 L30,60 L40,460 L0,480 Z M640,20 L610,60 L600,460 L640,480 Z" fill="url(#paint)"/>` +
    `<rect x="40" y="60" width="560" height="400" fill="#2a2e33"/>` +
    // Engine cover, intake, battery, reservoirs.
    `<rect x="170" y="150" width="300" height="190" rx="26" fill="url(#panel)" stroke="#5a626b" stroke-width="2"/>` +
    `<rect x="200" y="175" width="240" height="30" rx="8" fill="#3d434a"/>` +
    `<text x="320" y="262" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#9aa3ac" letter-spacing="4">ENGINE</text>` +
    `<rect x="60" y="90" width="90" height="70" rx="6" fill="#17191c" stroke="#4b535b"/>` +
    `<circle cx="80" cy="100" r="6" fill="#c62828"/><circle cx="130" cy="100" r="6" fill="#37474f"/>` +
    `<rect x="500" y="90" width="70" height="90" rx="14" fill="#d9d4c2" opacity="0.9"/>` +
    `<circle cx="535" cy="88" r="12" fill="#f2b705"/>` +
    `<rect x="490" y="230" width="90" height="140" rx="18" fill="#262a2f" stroke="#4b535b"/>` +
    `<path d="M150,300 C120,360 200,400 250,380" fill="none" stroke="#111" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M470,260 C520,200 560,210 560,170" fill="none" stroke="#111" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="40" y="420" width="560" height="40" fill="#1a1c1f"/>` +
    `<rect x="250" y="428" width="140" height="12" rx="6" fill="#3c4147"/>`
  );
}

/** The instrument cluster, its odometer reading the vehicle's listed mileage. */
function odometerView(kms: number): string {
  const needle = (angle: number, cx: number, cy: number, r: number) => {
    const a = (angle * Math.PI) / 180;
    return `<line x1="${cx}" y1="${cy}" x2="${f(cx + Math.cos(a) * r)}" y2="${f(cy + Math.sin(a) * r)}" stroke="#ff5a36" stroke-width="4" stroke-linecap="round"/>`;
  };
  // The dial's 13 ticks (every 20 degrees from 150) as one dashed ring measured in degrees: the
  // picture is stored once per mileage, so it is kept small.
  const tickDashes = `${'1 19 '.repeat(12)}1 119`;
  const ticks = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.885)}" pathLength="360" fill="none" stroke="#d8dee4" stroke-width="${f(r * 0.13)}" stroke-dasharray="${tickDashes}" transform="rotate(149.5 ${cx} ${cy})"/>`;
  return (
    `<rect width="640" height="480" fill="#121417"/>` +
    `<rect x="40" y="70" width="560" height="320" rx="150" fill="#1b1f24" stroke="#353b42" stroke-width="3"/>` +
    `<circle cx="200" cy="220" r="120" fill="#0d0f12" stroke="#3e454d" stroke-width="3"/>` +
    `<circle cx="440" cy="220" r="120" fill="#0d0f12" stroke="#3e454d" stroke-width="3"/>` +
    ticks(200, 220, 120) +
    ticks(440, 220, 120) +
    needle(205, 200, 220, 95) +
    needle(235, 440, 220, 95) +
    `<circle cx="200" cy="220" r="10" fill="#2b3036"/><circle cx="440" cy="220" r="10" fill="#2b3036"/>` +
    `<g font-family="Helvetica, Arial, sans-serif" text-anchor="middle">` +
    `<text x="200" y="290" font-size="14" fill="#8c96a0">x1000 r/min</text>` +
    `<text x="440" y="290" font-size="14" fill="#8c96a0">km/h</text>` +
    `<rect x="255" y="320" width="130" height="34" rx="4" fill="#0a0c0e" stroke="#3e454d"/>` +
    `<text x="320" y="344" font-size="20" font-family="Courier New, monospace" fill="#9fe3ff">${odometerDigits(kms)} km</text>` +
    `</g>`
  );
}

function seatsView(paint: string): string {
  const seat = (x: number) =>
    `<path d="M${x},420 L${x + 10},250 Q${x + 20},150 ${x + 80},140 Q${x + 140},150 ${x + 150},250 L${x + 160},420 Z" fill="#3c4149" stroke="#23262b" stroke-width="3"/>` +
    `<rect x="${x + 45}" y="90" width="70" height="50" rx="18" fill="#3c4149" stroke="#23262b" stroke-width="3"/>` +
    `<line x1="${x + 80}" y1="170" x2="${x + 80}" y2="400" stroke="#2c3036" stroke-width="3"/>`;
  return (
    `<rect width="640" height="480" fill="#d9dde2"/>` +
    `<rect x="0" y="0" width="640" height="60" fill="${shade(paint, -0.2)}"/>` +
    `<rect x="0" y="420" width="640" height="60" fill="#2a2d31"/>` +
    seat(110) +
    seat(370)
  );
}

function wheelCloseUp(_paint: string): string {
  return (
    `<rect width="640" height="480" fill="url(#paint)"/>` +
    `<rect y="400" width="640" height="80" fill="#c9cfd5"/>` +
    `<circle cx="320" cy="300" r="200" fill="#15171a"/>` +
    wheel(320, 300, 170)
  );
}

function cargoView(paint: string): string {
  return (
    `<rect width="640" height="480" fill="url(#wall)"/>` +
    `<path d="M60,40 L580,40 L620,440 L20,440 Z" fill="url(#paint)"/>` +
    `<path d="M110,80 L530,80 L560,400 L80,400 Z" fill="#2b2f35"/>` +
    `<path d="M140,110 L500,110 L520,300 L120,300 Z" fill="#3a3f46"/>` +
    `<path d="M120,300 L520,300 L560,400 L80,400 Z" fill="#24272c"/>` +
    `<rect x="270" y="360" width="100" height="10" rx="5" fill="#55606a"/>` +
    `<rect x="60" y="440" width="520" height="20" rx="8" fill="${shade(paint, -0.35)}"/>`
  );
}

/** An SVG (640x480) illustration of the vehicle from the given view. */
export function renderVehiclePhotoSvg(input: VehiclePhotoInput): string {
  const view = normaliseView(input.view);
  if (view === ODOMETER_VIEW) return renderOdometerSvg(input.kms);
  const paint = colourHex(input.color);
  const shape = shapeOf(input.bodyType);
  let scene: string;
  switch (view) {
    case 0:
      // Hero shot: car slightly turned towards the viewer (front to the right).
      scene =
        studio() +
        `<g transform="translate(320,${GROUND_Y}) skewY(-4) scale(1.04) translate(-320,-${GROUND_Y})">${sideView(shape, paint, false, 0.94)}</g>`;
      break;
    case 1:
      scene = studio() + sideView(shape, paint, false);
      break;
    case 2:
      scene = studio() + faceView(shape, paint, true);
      break;
    case 3:
      scene = interiorView(paint);
      break;
    case 4:
      scene = engineView(paint);
      break;
    case 6:
      scene = studio() + faceView(shape, paint, false);
      break;
    case 7:
      scene = studio() + sideView(shape, paint, true);
      break;
    case 8:
      scene =
        studio() +
        `<g transform="translate(320,${GROUND_Y}) skewY(4) scale(1.04) translate(-320,-${GROUND_Y})">${sideView(shape, paint, true, 0.94)}</g>`;
      break;
    case 9:
      scene = seatsView(paint);
      break;
    case 10:
      scene = wheelCloseUp(paint);
      break;
    default:
      scene = cargoView(paint);
  }
  const label = escapeHtml(
    BODY_VIEWS.has(view)
      ? `${input.bodyType}, ${input.color}, ${photoViewName(view)}`
      : `${input.color}, ${photoViewName(view)}`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}" role="img" aria-label="${label}"${BODY_VIEWS.has(view) ? ` data-body="${shape}"` : ''} data-color="${paint}">` +
    `<title>${label}</title>` +
    defs(paint) +
    scene +
    caption(input, view) +
    `</svg>`
  );
}

/**
 * The odometer picture: it depends on the mileage alone (no paint, no gradients), so it is small and
 * the seed stores one per distinct mileage.
 */
function renderOdometerSvg(kms: number): string {
  const reading = `${Math.max(0, Math.round(kms)).toLocaleString('en')} km`;
  const label = `Odometer, ${reading}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    odometerView(kms) +
    `<g font-family="Helvetica, Arial, sans-serif">` +
    `<text x="22" y="${PHOTO_HEIGHT - 20}" font-size="15" font-weight="600" fill="#e6eaee">${reading}</text>` +
    `<text x="${PHOTO_WIDTH - 22}" y="${PHOTO_HEIGHT - 20}" font-size="12" text-anchor="end" fill="#aab4be" letter-spacing="1">ODOMETER</text>` +
    `</g></svg>`
  );
}
