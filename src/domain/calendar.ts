import { TZDate } from '@date-fns/tz';

/**
 * The market's time zone, the one place that names it: a day, a week or a year is counted as it is in Germany, and
 * every date and time a person reads (pages, mails, invoices, pushes, calendar files) is German time.
 */
export const GERMAN_TIME_ZONE = 'Europe/Berlin';

const germanDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: GERMAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) a moment falls on in Germany (just after midnight in Berlin is already the next day). */
export function dayInGermany(at: Date): string {
  return germanDay.format(at);
}

/**
 * The moment a German wall-clock time names ("2026-12-03", "18:30", as date and time fields give them), or null when
 * the date or the time does not exist (through @date-fns/tz, which knows when German clocks change). A time in the hour
 * skipped in spring is read an hour later; one in the hour that repeats in autumn is the second of the two.
 */
export function momentInGermany(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as number[];
  if (hour! > 23 || minute! > 59) return null;
  const check = new Date(Date.UTC(year!, month! - 1, day!));
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day!) return null;
  return new Date(new TZDate(year!, month! - 1, day!, hour!, minute!, GERMAN_TIME_ZONE).getTime());
}
