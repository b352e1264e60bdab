import { GERMAN_TIME_ZONE } from '../../src/domain/calendar';
import type { Language } from '../accounts/ports';
import { formatPrice } from '../../src/domain/numbers';

/** A German date and time as the notification shows it ("Mi., 3. Dez., 18:30"), on German clocks. */
function when(start: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: GERMAN_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(start);
}

/** What each push says, in the person's language: who or what, never an e-mail address. */
export const PUSH_TEXTS = {
  de: {
    messageTitle: (from: string) => `Neue Nachricht von ${from}`,
    messageAbout: (adTitle: string) => `zu „${adTitle}“`,
    someone: 'einer Person',
    searchTitle: (search: string, count: number) =>
      count === 1 ? `Neue Anzeige für „${search}“` : `${count} neue Anzeigen für „${search}“`,
    viewingTitle: (start: Date) => `Besichtigung ${when(start, 'de')}`,
    priceDropTitle: (title: string) => `Preis gesenkt: ${title}`,
    priceDropsTitle: (count: number) => `${count} Anzeigen sind günstiger geworden`,
    priceDropBody: (now: number, before: number) =>
      `jetzt ${formatPrice(now, 'de')} statt ${formatPrice(before, 'de')}`,
  },
  en: {
    messageTitle: (from: string) => `New message from ${from}`,
    messageAbout: (adTitle: string) => `about “${adTitle}”`,
    someone: 'someone',
    searchTitle: (search: string, count: number) =>
      count === 1 ? `New ad for “${search}”` : `${count} new ads for “${search}”`,
    viewingTitle: (start: Date) => `Viewing ${when(start, 'en')}`,
    priceDropTitle: (title: string) => `Price cut: ${title}`,
    priceDropsTitle: (count: number) => `${count} ads got cheaper`,
    priceDropBody: (now: number, before: number) =>
      `now ${formatPrice(now, 'en')} instead of ${formatPrice(before, 'en')}`,
  },
} as const;
