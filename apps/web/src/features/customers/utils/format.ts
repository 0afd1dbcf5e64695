const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** '20 Nov 2026' for an ISO instant. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** '88.500000' -> '88.50': yen per unit as the member's SELECT ACCOUNT line shows it (two decimals at least). */
export function formatRate(jpyPerUnit: string): string {
  const [whole = '0', fraction = ''] = jpyPerUnit.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}
