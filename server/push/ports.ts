import type { PushKind, PushSettings } from '../../src/domain/push';
import type { pushOutbox, pushSubscriptions } from './tables';

export type PushSubscriptionRecord = (typeof pushSubscriptions)['$inferSelect'];
export type PushOutboxRecord = (typeof pushOutbox)['$inferSelect'];

/** A browser's subscription as the person adds it. */
export interface NewPushSubscription {
  userId: string;
  /** The session it is added in: its pushes stop when that session ends. */
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  browser: string | null;
  os: string | null;
  now: Date;
}

/** The browsers that receive a person's pushes, what the person wants pushed, and the pushes on their way. */
export interface PushRepository {
  /**
   * Adds the browser for the person, renews the person's own with its new keys, or moves one to them when the browser
   * proves it is the same subscription (its auth secret): null when another account's browser is named without it.
   */
  saveSubscription(subscription: NewPushSubscription): Promise<PushSubscriptionRecord | null>;
  /** The person's devices whose session is still live at `now`, oldest first. */
  subscriptionsOf(userId: string, now: Date): Promise<PushSubscriptionRecord[]>;
  /** The device if its session is still live at `now`. */
  findSubscription(id: string, now: Date): Promise<PushSubscriptionRecord | null>;
  /** Removes the devices whose session ended (signed out, ended elsewhere, expired); how many. */
  removeEnded(now: Date): Promise<number>;
  /** Removes it with the pushes still waiting for it; false when there was none. */
  removeSubscription(id: string): Promise<boolean>;
  markUsed(subscriptionId: string, at: Date): Promise<void>;
  settingsOf(userId: string): Promise<PushSettings>;
  saveSettings(userId: string, settings: PushSettings, now: Date): Promise<void>;
  /** One row per device, due at `notBefore`. */
  queue(rows: Omit<PushOutboxRecord, 'id' | 'claimedUntil' | 'attempts' | 'createdAt'>[]): Promise<PushOutboxRecord[]>;
  /** Takes the push for one worker until `until` (null when another has it, it was sent, or is not due yet). */
  claim(id: string, now: Date, until: Date): Promise<PushOutboxRecord | null>;
  /** Pushes due now that nobody holds (deferred by quiet hours, a Retry-After, or left by a process that died). */
  dueIds(now: Date, limit: number): Promise<string[]>;
  /** Sent, refused or given up: gone from the outbox. */
  finish(id: string): Promise<void>;
  /** Tried again at `notBefore`. */
  postpone(id: string, notBefore: Date, attempts: number): Promise<void>;
  /** Forgets pushes that could not be delivered before they expired. */
  forgetExpired(now: Date): Promise<number>;
}

/** What a push service is asked to carry to one browser. */
export interface PushMessage {
  /** The JSON the service worker receives (encrypted for the browser by the sender). */
  payload: string;
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  urgency: 'low' | 'normal' | 'high';
  /** A newer push with the same topic replaces one the push service still holds (RFC 8030 §5.4). */
  topic?: string;
}

/** How the push service answered: taken, the subscription is gone, come back later, or refused for good. */
export type PushOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; status: number; retryAfterMs: number | null }
  | { kind: 'refused'; status: number };

/** Web Push (RFC 8030) with VAPID (RFC 8292) and payloads encrypted for the browser (RFC 8291). */
export interface PushSender {
  send(to: Pick<PushSubscriptionRecord, 'endpoint' | 'p256dh' | 'auth'>, message: PushMessage): Promise<PushOutcome>;
}

/** What a part of the product asks to push to one person (in their language, already written). */
export interface PushNotice {
  kind: PushKind;
  title: string;
  body: string;
  /** The page a click opens (a path on this site). */
  url: string;
  /** Notifications with one tag replace each other on the device (one per conversation, per search). */
  tag: string;
  /** A message's push is dropped if its conversation was read before the push could go out. */
  conversationId?: string;
  /** Kept by the push service for an offline device at most this long (default a day). */
  ttlSeconds?: number;
}

/** The JSON the service worker receives: what it shows and where a click leads; never an e-mail address. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  kind: PushKind;
}

/** What this feature offers the others (the personal data export, notices). */
export type { PushDevices } from './PushDevices';
export type { PushNotifications } from './PushNotifications';
