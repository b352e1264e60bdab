import type { Ad } from '../../src/domain/ad';
import { isLive } from '../../src/domain/adLife';
import type { ChatMessage, Conversation, ConversationRole } from '../../src/domain/conversation';
import { messageCaution } from '../moderation/ports';
import type { UserRecord } from '../accounts/ports';
import type { ImageStorage } from '../ads/ports';
import { toApiAd } from '../ads/ports';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { ConversationRecord, InboxEntry, MessageRecord } from './ports';

/**
 * Conversations as one participant sees them: the ad (with its photo only while visitors can see it), the other
 * person's first name, the last message, what is unread and who blocked whom. The ads and people of a whole inbox are
 * read in one go.
 */
export async function conversationViews(
  deps: { uow: UnitOfWork<'ads' | 'conversations' | 'users'>; clock: Clock; images: ImageStorage },
  user: UserRecord,
  entries: InboxEntry[],
): Promise<Conversation[]> {
  const { repos } = deps.uow;
  const adIds = entries.flatMap((e) => (e.conversation.adId ? [e.conversation.adId] : []));
  const others = entries.flatMap((e) => {
    const other = counterpartOf(e.conversation, user.id);
    return other ? [other] : [];
  });
  const [ads, people, blocked, blockers] = await Promise.all([
    repos.ads.findManyById([...new Set(adIds)]),
    repos.users.findManyById([...new Set(others)]),
    repos.conversations.blockedBy(user.id),
    repos.conversations.blockersOf(user.id),
  ]);
  const adById = new Map(ads.map((ad) => [ad.id, ad]));
  const personById = new Map(people.map((p) => [p.id, p]));
  const owners = new Map(
    (await repos.users.findManyById([...new Set(ads.map((a) => a.ownerId))])).map((u) => [u.id, u]),
  );
  const now = deps.clock.now();
  return entries.map(({ conversation, lastMessage, unread }) => {
    const ad = conversation.adId ? adById.get(conversation.adId) : undefined;
    const otherId = counterpartOf(conversation, user.id);
    const other = otherId ? personById.get(otherId) : undefined;
    const available = ad !== undefined && isLive(ad, now) && owners.get(ad.ownerId)?.blocked === false;
    const shown: Ad | null = ad ? toApiAd(ad, deps.images) : null;
    return {
      id: conversation.id,
      role: roleOf(conversation, user.id),
      ad: {
        id: ad?.id ?? null,
        title: ad?.title ?? conversation.adTitle,
        priceCents: shown?.priceCents ?? null,
        priceType: shown?.priceType ?? null,
        category: shown?.category ?? null,
        // An ad visitors cannot see any more shows no photo: its images are not served publicly.
        cover: available ? (shown?.images[0] ?? null) : null,
        available,
      },
      counterpart: other?.name ?? null,
      lastMessage: lastMessage
        ? {
            body: lastMessage.body,
            mine: lastMessage.senderId === user.id,
            createdAt: lastMessage.createdAt.toISOString(),
          }
        : null,
      unread,
      blockedByMe: otherId !== null && blocked.has(otherId),
      blockedByOther: otherId !== null && blockers.has(otherId),
      createdAt: conversation.createdAt.toISOString(),
      lastMessageAt: conversation.lastMessageAt.toISOString(),
    };
  });
}

export function roleOf(conversation: ConversationRecord, userId: string): ConversationRole {
  return conversation.sellerId === userId ? 'seller' : 'seeker';
}

export function counterpartOf(conversation: ConversationRecord, userId: string): string | null {
  return conversation.sellerId === userId ? conversation.seekerId : conversation.sellerId;
}

export function toChatMessage(message: MessageRecord, viewerId: string): ChatMessage {
  const mine = message.senderId === viewerId;
  return {
    id: message.id,
    conversationId: message.conversationId,
    mine,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    caution: mine ? null : messageCaution(message.body),
    clientId: mine ? message.clientId : null,
  };
}
