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

const germanClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** How far German clocks are ahead of UTC at a moment (one or two hours), in ms. */
function germanOffsetMs(at: Date): number {
  const part = (type: string) => Number(germanClock.formatToParts(at).find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - Math.floor(at.getTime() / 60_000) * 60_000;
}

/**
 * The moment a German wall-clock time names ("2026-12-03", "18:30", as date and time fields give them), or null when
 * the date or the time does not exist. In the hour skipped in spring the clock is read as summer time.
 */
export function momentInGermany(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as number[];
  if (hour! > 23 || minute! > 59) return null;
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day!) return null;
  const first = wall - germanOffsetMs(new Date(wall));
  return new Date(wall - germanOffsetMs(new Date(first)));
}
