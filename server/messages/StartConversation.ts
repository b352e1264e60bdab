import { type ConversationThread } from '../../src/domain/conversation';
import { checkNotBlocked, checkedBody } from './participation';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import type { AdStats, ReadAd } from '../ads/ports';
import type { ReadThread } from './ReadThread';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { MessageLimits, PostMessage } from './PostMessage';

const DAY = 24 * 3_600_000;

/** Writes to the seller of an ad visitors can see: opens the conversation (or continues the one there is). */
export class StartConversation {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'conversations'>;
      ads: Pick<ReadAd, 'execute'>;
      readThread: Pick<ReadThread, 'execute'>;
      clock: Clock;
      limits: MessageLimits;
      stats: Pick<AdStats, 'count'>;
      posting: PostMessage;
    },
  ) {}

  async execute(seeker: UserRecord, adId: string, text: string, clientId?: string): Promise<ConversationThread> {
    const body = checkedBody(text);
    const sent = await this.deps.posting.alreadySent(seeker, clientId);
    if (sent) return this.deps.readThread.execute(seeker, sent.conversationId);
    const ad = await this.deps.ads.execute(adId, null);
    if (ad.ownerId === seeker.id) throw new ApiError(409, 'CONFLICT', 'This is your own ad');
    await checkNotBlocked(this.deps, seeker.id, ad.ownerId);
    const { repos } = this.deps.uow;
    // A new conversation counts against the day's; continuing one does not.
    const isNew = !(await repos.conversations.findFor(ad.id, seeker.id));
    if (isNew) await this.deps.posting.spend(`conversations:${seeker.id}`, DAY, this.deps.limits.conversationsPerDay);
    const existing = await repos.conversations.open({
      adId: ad.id,
      adTitle: ad.title,
      seekerId: seeker.id,
      sellerId: ad.ownerId,
      now: this.deps.clock.now(),
    });
    await this.deps.posting.execute(seeker, existing, body, clientId);
    // A contact is a person who starts a conversation; their later messages are the same contact.
    if (isNew) this.deps.stats.count(ad.id, 'contacts');
    return this.deps.readThread.execute(seeker, existing.id);
  }
}
