import { Type, type Static } from 'typebox';
import { Nullable } from './schema';

/** A clock time on German clocks, "HH:MM" (quiet hours). */
const ClockTime = Type.String({ pattern: '^([01]?\\d|2[0-3]):[0-5]\\d$', maxLength: 5 });

/** What is pushed to a person's devices, and when not (the same for every device of theirs). */
export const PushSettingsSchema = Type.Object({
  messages: Type.Boolean(),
  searches: Type.Boolean(),
  /** An ad on the Merkliste, or one a saved search finds, got cheaper (issue 71). */
  priceDrops: Type.Boolean(),
  viewings: Type.Boolean(),
  /** Whether a message's notification shows its first words (otherwise only who wrote). */
  preview: Type.Boolean(),
  /** Quiet hours on German clocks: nothing is pushed from `quietFrom` until `quietUntil` (what waits comes after). */
  quietFrom: Nullable(ClockTime),
  quietUntil: Nullable(ClockTime),
});

export const PushSettingsBody = Type.Partial(PushSettingsSchema, { minProperties: 1, additionalProperties: false });

/** A browser that receives the person's pushes, as their list shows it. */
export const PushDeviceSchema = Type.Object({
  id: Type.String(),
  /** Browser and system, as the device's user agent named them when it was added ("Chrome auf Android"). */
  browser: Nullable(Type.String()),
  os: Nullable(Type.String()),
  createdAt: Type.String(),
  /** When a push last reached its push service; null before the first. */
  lastUsedAt: Nullable(Type.String()),
});

/** A browser's push subscription (PushSubscription.toJSON()): where to send, and the keys to encrypt for it. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ minLength: 12, maxLength: 1000, pattern: '^https?://' }),
    keys: Type.Object(
      {
        p256dh: Type.String({ minLength: 80, maxLength: 100, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
        auth: Type.String({ minLength: 16, maxLength: 32, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
      },
      { additionalProperties: false },
    ),
    expirationTime: Type.Optional(Nullable(Type.Number())),
  },
  { additionalProperties: false },
);

export type PushSettings = Static<typeof PushSettingsSchema>;
export type PushDevice = Static<typeof PushDeviceSchema>;
export type PushSubscriptionJson = Static<typeof PushSubscriptionBody>;
