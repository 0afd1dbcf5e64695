// Exact half-up rounding on the digits as written, without decimal.js. Display rules that every
// visitor's page needs (the tile's condition grade) use this, so the public search does not download
// the money library that only members' prices need (public search JavaScript budget).

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Rounds a plain decimal numeral ('4.45', '-0.05', '3') half-up (away from zero, like the money
 * rules' ROUND_HALF_UP) to `places` fraction digits. Null when the text is not a plain numeral
 * (letters, exponent form), so the caller decides what to show.
 */
export function roundWrittenDecimal(text: string, places: number): string | null {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, integer = '', fraction = ''] = match;
  // Every digit we keep plus the one that decides the rounding.
  const digits = integer + fraction.padEnd(places + 1, '0').slice(0, places + 1);
  let kept = BigInt(digits.slice(0, -1));
  if (Number(digits.at(-1)) >= 5) kept += 1n;
  const padded = kept.toString().padStart(places + 1, '0');
  const unsigned = places === 0 ? padded : `${padded.slice(0, -places)}.${padded.slice(-places)}`;
  // '-0.0' is never a figure anyone wants to read.
  return sign && kept !== 0n ? `-${unsigned}` : unsigned;
}

/**
 * Multiplies a plain decimal numeral by 10^places (places >= 0) by moving its decimal point, exact
 * and without decimal.js ('650' x 1000 -> '650000', '0.0125' x 1000 -> '12.5'). Null when the text
 * is not a plain numeral.
 */
export function shiftWrittenDecimal(text: string, places: number): string | null {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, integer = '', fraction = ''] = match;
  const digits = integer + fraction.padEnd(places, '0');
  const point = integer.length + places;
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point);
  const shifted = rest ? `${whole}.${rest}` : whole;
  return sign && /[1-9]/.test(shifted) ? `-${shifted}` : shifted;
}

/**
 * A count or a measure as English writes it: 12345 -> '12,345' (what `toLocaleString('en')` writes
 * for a whole number), without Intl: a page's first use of Intl loads the browser's locale data,
 * 15-40 ms on a phone's fresh tab.
 */
export function formatWholeNumber(value: number): string {
  return groupThousands(Math.round(value).toFixed(0));
}

/** Thousands separators on the integer part of a plain decimal string. */
export function groupThousands(plain: string): string {
  const [integer = '', fraction] = plain.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
