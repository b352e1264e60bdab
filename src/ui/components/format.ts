import { GERMAN_TIME_ZONE } from '../../domain/calendar';
const LOCALES = { de: 'de-DE', en: 'en-GB' } as const;
// One time zone for the server's render and the browser's, so both show the same day (the market is German).
const TIME_ZONE = GERMAN_TIME_ZONE;

import { formatDecimal } from '../../domain/numbers';

export { formatPrice } from '../../domain/numbers';

export function formatDate(iso: string, lang: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatNumber(value: number, lang: 'de' | 'en'): string {
  return formatDecimal(value, lang, { minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: true });
}

/** "22.11.2026, 09:00" / "22 Nov 2026, 09:00": when something last happened. */
export function formatDateTime(iso: string, lang: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** "November 2026": since when someone is a member. */
export function formatMonth(iso: string, lang: 'de' | 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
}
