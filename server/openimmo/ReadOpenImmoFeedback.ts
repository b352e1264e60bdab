import { isMonthlyPrice } from '../../src/domain/ad';
import type { UserRecord } from '../accounts/ports';
import { tradersOnly } from './tradersOnly';
import type { Clock, UnitOfWork } from '../platform/ports';
import type { XmlOut } from './domain/openImmoTree';
import type { TransferWriter } from './ports';
import type { ConversationRecord } from '../messages/ports';

/** Enquiries one feedback document carries at most (the agent's software asks again with `since`). */
const ENQUIRIES_MAX = 500;

/**
 * The enquiries to a trader's imported ads as OpenImmo-Feedback, for their software to fetch: one `<objekt>` per
 * conversation begun since the given time, under the object number the ad came with, the enquirer as the trader sees
 * them in the inbox (first name only: their address stays with Inserat, answers go through the conversation) and the
 * first message. Enquiries to ads typed in the form, and everyone else's, are not in it.
 */
export class ReadOpenImmoFeedback {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'openImmo' | 'conversations' | 'users'>;
      clock: Clock;
      writer: Pick<TransferWriter, 'xml'>;
      publicUrl: string;
    },
  ) {}

  async execute(owner: UserRecord, since: Date | null): Promise<string> {
    tradersOnly(owner);
    const { repos } = this.deps.uow;
    const numbers = new Map((await repos.openImmo.listObjects(owner.id)).map((o) => [o.adId, o.objectNumber]));
    const conversations = (await repos.conversations.inbox(owner.id, ENQUIRIES_MAX))
      .map((entry) => entry.conversation)
      .filter(
        (conversation) =>
          conversation.sellerId === owner.id &&
          conversation.adId !== null &&
          numbers.has(conversation.adId) &&
          (since === null || conversation.createdAt >= since),
      );
    return this.document(owner, conversations, numbers);
  }

  /** The feedback of the given conversations of the trader's imported ads (the mail sends them one batch at a time). */
  async ofConversations(owner: UserRecord, ids: string[]): Promise<string> {
    const { repos } = this.deps.uow;
    const numbers = new Map((await repos.openImmo.listObjects(owner.id)).map((o) => [o.adId, o.objectNumber]));
    const conversations = [];
    for (const id of ids) {
      const conversation = await repos.conversations.findById(id);
      if (conversation?.sellerId === owner.id && conversation.adId && numbers.has(conversation.adId))
        conversations.push(conversation);
    }
    return this.document(owner, conversations, numbers);
  }

  private async document(
    owner: UserRecord,
    conversations: ConversationRecord[],
    numbers: Map<string, string>,
  ): Promise<string> {
    const { repos } = this.deps.uow;
    const entries = conversations.map((conversation) => ({ conversation }));
    const ads = new Map(
      (await repos.ads.findManyById([...new Set(entries.map((e) => e.conversation.adId!))])).map((ad) => [ad.id, ad]),
    );
    const seekers = new Map(
      (
        await repos.users.findManyById(
          entries.flatMap((e) => (e.conversation.seekerId ? [e.conversation.seekerId] : [])),
        )
      ).map((person) => [person.id, person]),
    );
    const objects: XmlOut[] = [];
    for (const { conversation } of entries.sort((a, b) => +a.conversation.createdAt - +b.conversation.createdAt)) {
      const ad = ads.get(conversation.adId!);
      const first = (await repos.conversations.messages(conversation.id, 200)).find(
        (m) => m.senderId === conversation.seekerId,
      );
      objects.push({
        portal_unique_id: conversation.id,
        portal_obj_id: conversation.adId!,
        anbieter_id: owner.id,
        oobj_id: numbers.get(conversation.adId!)!,
        exposeurl: `${this.deps.publicUrl}/ads/${conversation.adId}`,
        ...(ad ? { vermarktungsart: isMonthlyPrice(ad.category) ? 'MIETE_PACHT' : 'KAUF', ort: ad.city } : {}),
        bezeichnung: ad?.title ?? conversation.adTitle,
        interessent: {
          vorname: (conversation.seekerId && seekers.get(conversation.seekerId)?.name) || '–',
          anfrage: { '#cdata': first?.body ?? '' },
          int_id: conversation.id,
          // Not in the standard's own fields: when the enquiry came, and where to answer it.
          user_defined_simplefield: [
            { '@_feldname': 'anfrage_datum', '#text': conversation.createdAt.toISOString().slice(0, 19) },
            { '@_feldname': 'antwort_url', '#text': `${this.deps.publicUrl}/app/messages/${conversation.id}` },
          ],
        },
      });
    }
    return this.deps.writer.xml({
      openimmo_feedback: {
        version: '1.2.7',
        sender: { name: 'Inserat', datum: this.deps.clock.now().toISOString().slice(0, 10), makler_id: owner.id },
        objekt: objects,
      },
    });
  }
}
