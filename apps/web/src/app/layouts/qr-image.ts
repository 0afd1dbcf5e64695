/**
 * A small QR-style badge for the app-store links, drawn as an inline SVG data URI (no image
 * request). The stores' real codes replace these when the apps' final URLs are known.
 */
export function qrImageDataUri(seed: string, size = 25): string {
  let state = [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
  const rects: string[] = [];
  const finder = (fx: number, fy: number) => {
    rects.push(`<rect x="${fx}" y="${fy}" width="7" height="7"/>`);
    rects.push(`<rect x="${fx + 1}" y="${fy + 1}" width="5" height="5" fill="#fff"/>`);
    rects.push(`<rect x="${fx + 2}" y="${fy + 2}" width="3" height="3"/>`);
  };
  finder(0, 0);
  finder(size - 7, 0);
  finder(0, size - 7);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!inFinder(x, y) && random() < 0.5) rects.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${size + 4} ${size + 4}" shape-rendering="crispEdges">` +
    `<rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/><g fill="#0f2747">${rects.join('')}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
