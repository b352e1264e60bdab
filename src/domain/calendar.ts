/** The market's time zone: a day, a week or a year is counted as it is in Germany. */
const germanDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) a moment falls on in Germany (just after midnight in Berlin is already the next day). */
export function dayInGermany(at: Date): string {
  return germanDay.format(at);
}
