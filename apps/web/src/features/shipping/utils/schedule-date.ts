// Schedule dates are calendar dates ('YYYY-MM-DD', contracts/shipping.ts): formatted in UTC so every
// reader sees the date the line published, wherever their browser is.
const dateFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-03-14' -> '14 Mar 2026'. */
export function formatScheduleDate(date: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : dateFormat.format(instant);
}

/** Whole days from one schedule date to another (a voyage's transit time). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
