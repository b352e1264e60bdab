import { GERMAN_TIME_ZONE } from './calendar';
import type * as ShapesPush from './shapes/push';

/** What a person may have pushed to their devices (Web Push), each switched on or off by them. */
export const PUSH_KINDS = ['messages', 'searches', 'priceDrops', 'viewings'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export type PushSettings = ShapesPush.PushSettings;
export type PushDevice = ShapesPush.PushDevice;
export type PushSubscriptionJson = ShapesPush.PushSubscriptionJson;

/** Everything on and a short preview of messages, no quiet hours: until the person says otherwise. */
export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  messages: true,
  searches: true,
  priceDrops: true,
  viewings: true,
  preview: true,
  quietFrom: null,
  quietUntil: null,
};

/** Devices one person may register (a phone, a tablet, a few browsers); the oldest gives way to a new one. */
export const MAX_PUSH_DEVICES = 10;
/** How much of a message a notification shows when the person allows a preview. */
export const PUSH_PREVIEW_LENGTH = 80;

/** A wall-clock time as a time input gives it: "22:00", "7:30". */
export const CLOCK_TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

const germanClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: GERMAN_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/** Minutes since midnight on German clocks at a moment. */
function germanMinutes(at: Date): number {
  const [hour, minute] = germanClock.format(at).split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

function minutesOf(time: string): number {
  const [, hour, minute] = CLOCK_TIME.exec(time) ?? [];
  return Number(hour) * 60 + Number(minute);
}

/**
 * When a push may go out: `at` itself, or the end of the person's quiet hours (read on German clocks, and across
 * midnight when "from" is later than "until": 22:00–07:00) if `at` falls inside them. Equal ends mean no quiet hours.
 */
export function pushAllowedFrom(at: Date, settings: Pick<PushSettings, 'quietFrom' | 'quietUntil'>): Date {
  const { quietFrom, quietUntil } = settings;
  if (!quietFrom || !quietUntil) return at;
  const from = minutesOf(quietFrom);
  const until = minutesOf(quietUntil);
  if (from === until) return at;
  const now = germanMinutes(at);
  const inside = from < until ? now >= from && now < until : now >= from || now < until;
  if (!inside) return at;
  const wait = (until - now + 24 * 60) % (24 * 60);
  // Whole minutes from the start of this minute; a clock change inside the wait shifts the end by its hour at most.
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000 + wait * 60_000);
}

/** The first words of a message for a notification, on one line, cut at a word where it is long. */
export function pushPreview(text: string, length = PUSH_PREVIEW_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
