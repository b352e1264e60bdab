import { describeUserAgent } from '../../src/domain/userAgent';
import { MAX_PUSH_DEVICES, type PushDevice, type PushSettings, type PushSubscriptionJson } from '../../src/domain/push';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { PushSubscriptionRecord } from './ports';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where pushes may be sent: a push service on the internet by https (FCM, Mozilla's, Apple's, Microsoft's, or one the
 * person runs), never an address inside our own network (the server would post to whatever a subscription names).
 * Outside production a push service on this machine is allowed too: the tests and the demo stand in for one there.
 */
export function acceptedEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (LOOPBACK.has(url.hostname)) return allowLoopback && (url.protocol === 'https:' || url.protocol === 'http:');
  const ipLiteral = /^\d{1,3}(\.\d{1,3}){3}$/.test(url.hostname) || url.hostname.startsWith('[');
  return url.protocol === 'https:' && !ipLiteral && url.hostname.includes('.') && !url.hostname.endsWith('.local');
}

export function toPushDevice(record: PushSubscriptionRecord): PushDevice {
  return {
    id: record.id,
    browser: record.browser,
    os: record.os,
    createdAt: record.createdAt.toISOString(),
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
  };
}

/** A person's devices for Web Push (added, listed, removed) and what they want pushed. */
export class PushDevices {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'push' | 'users'>;
      clock: Clock;
      /** Push services on this machine are accepted (not in production). */
      allowLoopback: boolean;
    },
  ) {}

  /** Adds this browser in the session it is signed in with (its pushes stop when that session ends). */
  async add(
    identity: { userId: string; sessionId: string },
    subscription: PushSubscriptionJson,
    userAgent: string,
  ): Promise<PushDevice> {
    const { userId, sessionId } = identity;
    if (!acceptedEndpoint(subscription.endpoint, this.deps.allowLoopback))
      throw ApiError.validation([
        { field: 'endpoint', code: 'invalid', message: 'must be a push service address (https)' },
      ]);
    const { browser, os } = describeUserAgent(userAgent);
    const saved = await this.deps.uow.transaction(async (repos) => {
      // One person's devices change one at a time, so the cap holds when two are added at once.
      await repos.users.lockForUpdate(userId);
      const record = await repos.push.saveSubscription({
        userId,
        sessionId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        browser,
        os,
        now: this.deps.clock.now(),
      });
      if (!record) throw new ApiError(409, 'CONFLICT', 'This push address belongs to a browser of another account');
      // The oldest device gives way: a person who reinstalled their browser ten times still gets pushes on the new one.
      const all = await repos.push.subscriptionsOf(userId, this.deps.clock.now());
      for (const old of all.slice(0, Math.max(0, all.length - MAX_PUSH_DEVICES)))
        await repos.push.removeSubscription(old.id);
      return record;
    });
    return toPushDevice(saved);
  }

  async list(userId: string): Promise<PushDevice[]> {
    return (await this.deps.uow.repos.push.subscriptionsOf(userId, this.deps.clock.now())).map(toPushDevice);
  }

  /** "entfernen": the device gets nothing more, and what was waiting for it is dropped. Another's device is a 404. */
  async remove(userId: string, id: string): Promise<void> {
    const record = await this.deps.uow.repos.push.findSubscription(id, this.deps.clock.now());
    if (!record || record.userId !== userId) throw ApiError.notFound('Device');
    await this.deps.uow.repos.push.removeSubscription(id);
  }

  async settings(userId: string): Promise<PushSettings> {
    return this.deps.uow.repos.push.settingsOf(userId);
  }

  async changeSettings(userId: string, change: Partial<PushSettings>): Promise<PushSettings> {
    const settings = { ...(await this.settings(userId)), ...change };
    // Quiet hours need both ends; one without the other is a mistake to point out, not to guess.
    if ((settings.quietFrom === null) !== (settings.quietUntil === null)) {
      const field = settings.quietFrom === null ? 'quietFrom' : 'quietUntil';
      throw ApiError.validation([{ field, code: 'required', message: 'quiet hours need a start and an end' }]);
    }
    await this.deps.uow.repos.push.saveSettings(userId, settings, this.deps.clock.now());
    return settings;
  }
}
