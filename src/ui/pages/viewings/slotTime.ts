import { GERMAN_TIME_ZONE } from '../../../domain/calendar';
import type { ViewingSlot } from '../../../domain/viewings';

/** A slot's day and time as people read it, in German time: "Do., 3. Dez. 2026, 18:00–18:30". */
export function slotTime(slot: Pick<ViewingSlot, 'startsAt' | 'endsAt'>, lang: 'de' | 'en'): string {
  const locale = lang === 'en' ? 'en-GB' : 'de-DE';
  const zone = { timeZone: GERMAN_TIME_ZONE } as const;
  const day = new Intl.DateTimeFormat(locale, {
    ...zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const clock = new Intl.DateTimeFormat(locale, { ...zone, hour: '2-digit', minute: '2-digit' });
  const start = new Date(slot.startsAt);
  return `${day.format(start)}, ${clock.format(start)}–${clock.format(new Date(slot.endsAt))}`;
}

/** Whether the viewing has begun (no more booking; attendance can be marked). */
export function begun(slot: Pick<ViewingSlot, 'startsAt'>, now = Date.now()): boolean {
  return new Date(slot.startsAt).getTime() <= now;
}
