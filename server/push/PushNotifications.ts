import { pushAllowedFrom, pushPreview } from '../../src/domain/push';
import type { Clock, JobQueue, Logger, Sealer, UnitOfWork } from '../platform/ports';
import type { PushNotice, PushPayload } from './ports';
import { PUSH_TEXTS } from './pushTexts';

const DAY_SECONDS = 24 * 3600;

/**
 * What the product pushes to a person's devices: a new message, new matches of a saved search, a viewing tomorrow —
 * each only if the person wants that kind, after their quiet hours, and with a message's first words only if they
 * allow a preview. Queued per device in the push outbox (kept through a crash) and sent by PushDelivery's jobs.
 */
export class PushNotifications {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'push' | 'users'>;
      clock: Clock;
      jobs: JobQueue;
      seal: Sealer<PushPayload>;
      log: Logger;
      /** False without VAPID keys: nothing is queued. */
      enabled: boolean;
    },
  ) {}

  async notify(userId: string, notice: PushNotice & { preview?: string }): Promise<void> {
    if (!this.deps.enabled) return;
    const { repos } = this.deps.uow;
    const settings = await repos.push.settingsOf(userId);
    if (!settings[notice.kind]) return;
    const now = this.deps.clock.now();
    const devices = await repos.push.subscriptionsOf(userId, now);
    if (devices.length === 0) return;
    const notBefore = pushAllowedFrom(now, settings);
    const sealed = this.deps.seal.seal({
      title: notice.title,
      body: notice.preview !== undefined && settings.preview ? notice.preview : notice.body,
      url: notice.url,
      tag: notice.tag,
      kind: notice.kind,
    });
    const expiresAt = new Date(notBefore.getTime() + (notice.ttlSeconds ?? DAY_SECONDS) * 1000);
    const queued = await repos.push.queue(
      devices.map((device) => ({
        subscriptionId: device.id,
        sealed,
        conversationId: notice.conversationId ?? null,
        notBefore,
        expiresAt,
      })),
    );
    if (notBefore > now) return;
    for (const row of queued) await this.deps.jobs.enqueue('push-send', { outboxId: row.id });
  }

  /** The other person wrote: grouped per conversation on the device (one notification, the newest). */
  async newMessage(message: {
    recipientId: string;
    senderName: string | null;
    adTitle: string;
    conversationId: string;
    body: string;
  }): Promise<void> {
    const texts = await this.textsFor(message.recipientId);
    if (!texts) return;
    await this.notify(message.recipientId, {
      kind: 'messages',
      title: texts.messageTitle(message.senderName ?? texts.someone),
      body: texts.messageAbout(message.adTitle),
      preview: pushPreview(message.body),
      url: `/app/messages/${message.conversationId}`,
      tag: `conversation-${message.conversationId}`,
      conversationId: message.conversationId,
    });
  }

  /** New ads for a saved search: one opens the ad, several the search's results. */
  async searchMatches(match: {
    userId: string;
    searchId: string;
    searchName: string;
    query: string;
    ads: { id: string; title: string; city: string }[];
  }): Promise<void> {
    const texts = await this.textsFor(match.userId);
    const [first] = match.ads;
    if (!texts || !first) return;
    const more = match.ads.length > 1;
    await this.notify(match.userId, {
      kind: 'searches',
      title: texts.searchTitle(match.searchName, match.ads.length),
      body: more ? match.ads.map((ad) => ad.title).join(' · ') : `${first.title} – ${first.city}`,
      url: more ? `/ads${match.query ? `?${match.query}` : ''}` : `/ads/${first.id}`,
      tag: `search-${match.searchId}`,
    });
  }

  /** Ads the person follows got cheaper: one opens the ad, several the Merkliste. */
  async priceDropped(cut: {
    userId: string;
    ads: { id: string; title: string; priceCents: number; beforeCents: number }[];
  }): Promise<void> {
    const texts = await this.textsFor(cut.userId);
    const [first] = cut.ads;
    if (!texts || !first) return;
    const one = cut.ads.length === 1;
    await this.notify(cut.userId, {
      kind: 'priceDrops',
      title: one ? texts.priceDropTitle(first.title) : texts.priceDropsTitle(cut.ads.length),
      body: one ? texts.priceDropBody(first.priceCents, first.beforeCents) : cut.ads.map((ad) => ad.title).join(' · '),
      url: one ? `/ads/${first.id}` : '/app/favorites',
      tag: one ? `price-${first.id}` : 'price-drops',
    });
  }

  /** A booked viewing begins in a day: kept by the push service until it begins. */
  async viewingReminder(viewing: {
    seekerId: string;
    bookingId: string;
    start: Date;
    adTitle: string;
    location: string;
  }): Promise<void> {
    const texts = await this.textsFor(viewing.seekerId);
    if (!texts) return;
    const untilStart = Math.floor((viewing.start.getTime() - this.deps.clock.now().getTime()) / 1000);
    if (untilStart <= 0) return;
    await this.notify(viewing.seekerId, {
      kind: 'viewings',
      title: texts.viewingTitle(viewing.start),
      body: `${viewing.adTitle} – ${viewing.location}`,
      url: '/app/viewings',
      tag: `viewing-${viewing.bookingId}`,
      ttlSeconds: untilStart,
    });
  }

  /** A push must never cost the thing it is about: a failure to queue one is logged, and the caller goes on. */
  async quietly(work: () => Promise<void>): Promise<void> {
    await work().catch((err: unknown) => this.deps.log.warn({ err }, 'a push could not be queued'));
  }

  private async textsFor(userId: string) {
    const person = await this.deps.uow.repos.users.findById(userId);
    if (!person || person.blocked) return null;
    return PUSH_TEXTS[person.language];
  }
}
