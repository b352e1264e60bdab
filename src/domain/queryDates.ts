import type { QueryFilters } from './adSearch';
import { isCalendarDate } from './adValidation';

/**
 * When people want to move in, as they say it in a search (issue 70): "ab sofort", "sofort frei", "available now";
 * "zum 1.3.", "ab 01.04.2027"; "ab März", "zum 1. Juli", "from 1 March". Each becomes the availableBy filter — flats free
 * by that day — taken before the prices, so "bis 1.3." is a date and not a price. A day without a year is its next
 * one from `today` (YYYY-MM-DD, in Germany).
 */
const MONTHS: Readonly<Record<string, number>> = {
  januar: 1,
  jan: 1,
  january: 1,
  jänner: 1,
  februar: 2,
  feb: 2,
  february: 2,
  märz: 3,
  maerz: 3,
  mär: 3,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  mai: 5,
  may: 5,
  juni: 6,
  jun: 6,
  june: 6,
  juli: 7,
  jul: 7,
  july: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  oktober: 10,
  okt: 10,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  dezember: 12,
  dez: 12,
  december: 12,
  dec: 12,
};
const FROM = String.raw`(?:(?:ab|zum|per|bis|from|by|starting)\s+)+(?:(?:dem|the)\s+)?`;
const NOW = new RegExp(
  String.raw`(?<=\s)(?:ab\s+sofort|sofort(?:\s+(?:frei|verfügbar|verfuegbar|beziehbar|bezugsfertig))?|bezugsfrei|(?:available\s+)?(?:now|immediately))(?=\s)`,
  'i',
);
const DAY = new RegExp(String.raw`(?<=\s)${FROM}(\d{1,2})\.\s?(\d{1,2})\.(?:\s?(\d{4}|\d{2}))?(?=\s)`, 'i');
const MONTH = new RegExp(
  String.raw`(?<=\s)${FROM}(?:1\.?\s*|1st\s+(?:of\s+)?)?(${Object.keys(MONTHS).join('|')})\.?(?:\s+(\d{4}))?(?=\s)`,
  'i',
);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day as YYYY-MM-DD if it is a real one an ad may name (isCalendarDate, as the list's URL reads it back); without a
 * year, its next one from today.
 */
function day(today: string, dayOfMonth: number, month: number, year?: number): string | null {
  let y = year ?? Number(today.slice(0, 4));
  if (year === undefined && `${y}-${pad(month)}-${pad(dayOfMonth)}` < today) y += 1;
  const date = `${y}-${pad(month)}-${pad(dayOfMonth)}`;
  return isCalendarDate(date) ? date : null;
}

export function moveIn(text: string, today: string): [string, QueryFilters][] {
  const now = NOW.exec(text);
  if (now) return [[now[0], { availableBy: today }]];
  const byDay = DAY.exec(text);
  if (byDay) {
    const year = byDay[3] === undefined ? undefined : Number(byDay[3].length === 2 ? `20${byDay[3]}` : byDay[3]);
    const date = day(today, Number(byDay[1]), Number(byDay[2]), year);
    return date ? [[byDay[0], { availableBy: date }]] : [];
  }
  const byMonth = MONTH.exec(text);
  if (byMonth) {
    const date = day(today, 1, MONTHS[byMonth[1]!.toLowerCase()]!, byMonth[2] ? Number(byMonth[2]) : undefined);
    return date ? [[byMonth[0], { availableBy: date }]] : [];
  }
  return [];
}
