import { formatCalendarDate, type CalendarDate } from './calendar-date.ts';
import { COLLECTION_WORKING_DAYS } from './nz-collection-calendar.ts';

// §1 names the New Zealand collection dates "earliest 6, medium 5, latest 4 working days" after the
// safe ETA, so the one called latest comes first on the calendar. Every place that shows them (the NZ
// notice, the deal page, the invoice list, the PDF) lists them through this one presenter: in
// calendar order, each said in plain words, the spec's name kept in quotes, so no reader takes
// "earliest" for the first day.

export type CollectionDateName = keyof typeof COLLECTION_WORKING_DAYS;

export interface CollectionDateItem {
  name: CollectionDateName;
  date: CalendarDate;
  workingDays: number;
  /** The date as written ('18 Dec 2026', or by the caller's formatter). */
  dateText: string;
  /** '4 working days after the safe ETA ("latest" collection date)'. */
  meaning: string;
  /** '18 Dec 2026: 4 working days after the safe ETA ("latest" collection date)'. */
  text: string;
}

/** The three collection dates in calendar order (ties keep the spec's 4, 5, 6 order), in plain words. */
export function collectionDateList(
  dates: Readonly<Record<CollectionDateName, CalendarDate>>,
  format: (date: CalendarDate) => string = formatCalendarDate,
): CollectionDateItem[] {
  return (
    (['latest', 'medium', 'earliest'] as const)
      .map((name) => {
        const workingDays = COLLECTION_WORKING_DAYS[name];
        const dateText = format(dates[name]);
        const meaning = `${workingDays} working days after the safe ETA ("${name}" collection date)`;
        return { name, date: dates[name], workingDays, dateText, meaning, text: `${dateText}: ${meaning}` };
      })
      // ISO dates sort as text; the three never fall on one day (they are 4, 5 and 6 working days out).
      .sort((a, b) => a.date.localeCompare(b.date))
  );
}
