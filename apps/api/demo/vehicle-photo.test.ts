import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from './catalog.ts';
import {
  colourHex,
  ODOMETER_VIEW,
  odometerDigits,
  PHOTO_VIEW_COUNT,
  photoKey,
  renderVehiclePhotoSvg,
  type VehiclePhotoInput,
} from './vehicle-photo.ts';

const base: VehiclePhotoInput = {
  bodyType: 'Hatchback',
  color: 'Pearl White',
  view: 0,
  kms: 13_464,
};

/** The body outline: the first path filled with the paint gradient. */
function bodyPath(svg: string): string {
  return /<path d="([^"]+)" fill="url\(#paint\)"/.exec(svg)?.[1] ?? '';
}

describe('renderVehiclePhotoSvg', () => {
  it('produces a 640x480 SVG document with a title', () => {
    const svg = renderVehiclePhotoSvg(base);
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"',
      ),
    ).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('<title>Hatchback, Pearl White, Front three-quarter</title>');
    // Balanced groups and no undefined / NaN leaking into attributes.
    expect(svg.match(/<g[ >]/g)?.length ?? 0).toBe(svg.match(/<\/g>/g)?.length ?? 0);
    expect(svg).not.toMatch(/undefined|NaN/);
  });

  it('paints the vehicle in its colour', () => {
    const red = renderVehiclePhotoSvg({ ...base, color: 'Soul Red Crystal' });
    const black = renderVehiclePhotoSvg({ ...base, color: 'Black' });
    expect(red).toContain(`stop-color="${colourHex('Soul Red Crystal')}"`);
    expect(black).toContain(`stop-color="${colourHex('Black')}"`);
    expect(red).not.toBe(black);
  });

  it('maps colour names, falling back by keyword and then to silver', () => {
    expect(colourHex('Pearl White')).toBe('#eeede6');
    expect(colourHex('BLACK')).toBe('#17181b');
    expect(colourHex('Midnight Blue Metallic')).toBe('#2d5ea8');
    expect(colourHex('Unobtainium')).toBe('#b9bdc2');
  });

  it('draws different silhouettes for different body types', () => {
    const outlines = BODY_TYPES.map((bodyType) =>
      bodyPath(renderVehiclePhotoSvg({ ...base, bodyType, view: 1 })),
    );
    for (const outline of outlines) expect(outline.length).toBeGreaterThan(20);
    expect(new Set(outlines).size).toBe(BODY_TYPES.length);
    expect(renderVehiclePhotoSvg({ ...base, bodyType: 'Kei Car' })).toContain('data-body="kei"');
    expect(renderVehiclePhotoSvg({ ...base, bodyType: 'unknown thing' })).toContain('data-body="hatchback"');
  });

  it('has a distinct picture for every view and wraps higher view numbers', () => {
    const views = Array.from({ length: PHOTO_VIEW_COUNT }, (_, view) =>
      renderVehiclePhotoSvg({ ...base, view }),
    );
    expect(new Set(views).size).toBe(PHOTO_VIEW_COUNT);
    expect(renderVehiclePhotoSvg({ ...base, view: PHOTO_VIEW_COUNT + 3 })).toBe(views[3]);
    expect(views[3]).toContain('INTERIOR');
    expect(views[5]).toContain(' km</text>');
  });

  // A listing of 13,464 km must not show a photo reading 031,711 km.
  it("reads the vehicle's own mileage on the odometer, whatever its colour", () => {
    const odometer = renderVehiclePhotoSvg({ ...base, view: ODOMETER_VIEW });
    expect(odometer).toContain('>013464 km</text>');
    expect(odometer).toContain('<title>Odometer, 13,464 km</title>');
    expect(renderVehiclePhotoSvg({ ...base, view: ODOMETER_VIEW, kms: 231_711 })).toContain(
      '>231711 km</text>',
    );
    expect(renderVehiclePhotoSvg({ ...base, color: 'Black', view: ODOMETER_VIEW })).toBe(odometer);
    expect(photoKey({ ...base, view: ODOMETER_VIEW })).toBe(
      photoKey({ ...base, color: 'Red', view: ODOMETER_VIEW }),
    );
    expect(photoKey({ ...base, view: ODOMETER_VIEW })).not.toBe(
      photoKey({ ...base, view: ODOMETER_VIEW, kms: 13_465 }),
    );
    // The other views do not depend on the mileage.
    expect(renderVehiclePhotoSvg({ ...base, kms: 99_000 })).toBe(renderVehiclePhotoSvg(base));
  });

  it('pads the odometer drum to six digits', () => {
    expect(odometerDigits(10)).toBe('000010');
    expect(odometerDigits(13_464)).toBe('013464');
    expect(odometerDigits(1_234_567)).toBe('1234567');
  });

  it('is deterministic', () => {
    expect(renderVehiclePhotoSvg(base)).toBe(renderVehiclePhotoSvg({ ...base }));
  });

  it('escapes text it embeds', () => {
    const svg = renderVehiclePhotoSvg({
      ...base,
      bodyType: '<script>alert(1)</script>',
      color: `A&B "x" O'Red`,
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('A&amp;B &quot;x&quot;');
    expect(svg).toContain('O&#39;Red');
  });
});
