import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { ConversationRole } from '../../../src/domain/conversation';
import type { ConversationRecord, ConversationRepository, InboxEntry, MessageRecord, UnreadNotice } from '../ports';
import type { Database } from '../../platform/db/database';
import { conversations, messages, userBlocks } from '../../platform/db/schema';
import { claimUnreadNotices, unreadFor } from './unreadNotices';

type Row = Record<string, unknown>;
const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const maybeDate = (value: unknown): Date | null => (value === null || value === undefined ? null : date(value));

export class ConversationRepositoryDrizzle implements ConversationRepository {
  constructor(private readonly db: Database) {}

  async open(c: {
    adId: string;
    adTitle: string;
    seekerId: string;
    sellerId: string;
    now: Date;
  }): Promise<ConversationRecord> {
    const [created] = await this.db
      .insert(conversations)
      .values({
        adId: c.adId,
        adTitle: c.adTitle,
        seekerId: c.seekerId,
        sellerId: c.sellerId,
        createdAt: c.now,
        lastMessageAt: c.now,
      })
      .onConflictDoNothing()
      .returning();
    return created ?? (await this.findFor(c.adId, c.seekerId))!;
  }

  async findFor(adId: string, seekerId: string): Promise<ConversationRecord | null> {
    const [row] = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.adId, adId), eq(conversations.seekerId, seekerId)))
      .limit(1);
    return row ?? null;
  }

  async findById(id: string): Promise<ConversationRecord | null> {
    const [row] = await this.db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
    return row ?? null;
  }

  async inbox(userId: string, limit: number): Promise<InboxEntry[]> {
    const result = (await this.db.execute(sql`
      select c.*, lm.id as lm_id, lm.sender_id as lm_sender_id, lm.body as lm_body, lm.client_id as lm_client_id,
        lm.created_at as lm_created_at,
        (select count(*)::int from messages m
          where m.conversation_id = c.id and m.sender_id is distinct from ${userId}
            and m.created_at > coalesce(case when c.seeker_id = ${userId} then c.seeker_read_at else c.seller_read_at end, '-infinity')) as unread
      from conversations c
      left join lateral (select * from messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) lm on true
      where c.seeker_id = ${userId} or c.seller_id = ${userId}
      order by c.last_message_at desc, c.id desc
      limit ${limit}`)) as unknown as { rows: Row[] };
    return result.rows.map((row) => ({
      conversation: conversationFromRow(row),
      lastMessage: row.lm_id
        ? {
            id: String(row.lm_id),
            conversationId: String(row.id),
            senderId: (row.lm_sender_id as string | null) ?? null,
            body: String(row.lm_body),
            clientId: (row.lm_client_id as string | null) ?? null,
            createdAt: date(row.lm_created_at),
          }
        : null,
      unread: Number(row.unread),
    }));
  }

  async addMessage(m: {
    conversationId: string;
    senderId: string;
    body: string;
    clientId: string | null;
    now: Date;
  }): Promise<MessageRecord | null> {
    // One statement: the message, the conversation moved to the top, and read up to here for its sender — or nothing
    // at all when the sender's browser sent this message before (its id already taken).
    const result = (await this.db.execute(sql`
      with added as (
        insert into messages (conversation_id, sender_id, body, client_id, created_at)
        values (${m.conversationId}, ${m.senderId}, ${m.body}, ${m.clientId}, ${m.now})
        on conflict (sender_id, client_id) do nothing returning *
      ), moved as (
        update conversations set last_message_at = ${m.now},
          seeker_read_at = case when seeker_id = ${m.senderId} then ${m.now}::timestamptz else seeker_read_at end,
          seller_read_at = case when seller_id = ${m.senderId} then ${m.now}::timestamptz else seller_read_at end
        where id = ${m.conversationId} and exists (select 1 from added)
      )
      select * from added`)) as unknown as { rows: Row[] };
    const row = result.rows[0];
    if (!row) return null;
    return {
      id: String(row.id),
      conversationId: String(row.conversation_id),
      senderId: (row.sender_id as string | null) ?? null,
      body: String(row.body),
      clientId: (row.client_id as string | null) ?? null,
      createdAt: date(row.created_at),
    };
  }

  async sentWith(senderId: string, clientId: string): Promise<MessageRecord | null> {
    const [row] = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
      .limit(1);
    return row ?? null;
  }

  async findMessage(id: string): Promise<MessageRecord | null> {
    const [row] = await this.db.select().from(messages).where(eq(messages.id, id)).limit(1);
    return row ?? null;
  }

  async messages(conversationId: string, limit: number): Promise<MessageRecord[]> {
    const newest = await this.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
    return newest.reverse();
  }

  async markRead(conversationId: string, role: ConversationRole, now: Date): Promise<void> {
    await this.db
      .update(conversations)
      .set(role === 'seeker' ? { seekerReadAt: now } : { sellerReadAt: now })
      .where(eq(conversations.id, conversationId));
  }

  async unreadTotal(userId: string): Promise<number> {
    // Each side on its own index (an OR across both would read every conversation).
    const result = (await this.db.execute(sql`
      select
        (select count(*)::int from conversations c join messages m on m.conversation_id = c.id
          where c.seeker_id = ${userId} and m.sender_id is distinct from ${userId} and m.created_at > coalesce(c.seeker_read_at, '-infinity'))
      + (select count(*)::int from conversations c join messages m on m.conversation_id = c.id
          where c.seller_id = ${userId} and m.sender_id is distinct from ${userId} and m.created_at > coalesce(c.seller_read_at, '-infinity')) as n`)) as unknown as {
      rows: Row[];
    };
    return Number(result.rows[0]?.n ?? 0);
  }

  claimUnreadNotices(now: Date, unreadForMs: number, gapMs: number, limit: number): Promise<UnreadNotice[]> {
    return claimUnreadNotices(this.db, now, unreadForMs, gapMs, limit);
  }

  unreadFor(conversationId: string, role: ConversationRole, limit: number): Promise<MessageRecord[]> {
    return unreadFor(this.db, conversationId, role, limit);
  }

  async removeMessagesOf(userId: string): Promise<void> {
    await this.db.delete(messages).where(eq(messages.senderId, userId));
    await this.db.execute(sql`
      delete from conversations c where (c.seeker_id = ${userId} or c.seller_id = ${userId})
        and not exists (select 1 from messages m where m.conversation_id = c.id)`);
  }

  async responseStats(
    sellerId: string,
    since: Date,
  ): Promise<{ conversations: number; answered: number; medianAnswerSeconds: number | null }> {
    const result = (await this.db.execute(sql`
      with firsts as (
        select (select min(m.created_at) from messages m where m.conversation_id = c.id and m.sender_id = c.seeker_id) as asked,
               (select min(m.created_at) from messages m where m.conversation_id = c.id and m.sender_id = c.seller_id) as answered
        from conversations c where c.seller_id = ${sellerId} and c.created_at >= ${since})
      select count(*) filter (where asked is not null)::int as conversations,
             count(*) filter (where asked is not null and answered > asked)::int as answered,
             percentile_cont(0.5) within group (order by extract(epoch from answered - asked)) filter (where asked is not null and answered > asked) as median
      from firsts`)) as unknown as { rows: Row[] };
    const row = result.rows[0] ?? {};
    return {
      conversations: Number(row.conversations ?? 0),
      answered: Number(row.answered ?? 0),
      medianAnswerSeconds: row.median === null || row.median === undefined ? null : Number(row.median),
    };
  }

  async block(blockerId: string, blockedId: string, now: Date): Promise<void> {
    await this.db.insert(userBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
  }

  async blocks(a: string, b: string): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
    const rows = await this.db
      .select({ blockerId: userBlocks.blockerId })
      .from(userBlocks)
      .where(
        or(
          and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
          and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
        ),
      );
    return { aBlockedB: rows.some((r) => r.blockerId === a), bBlockedA: rows.some((r) => r.blockerId === b) };
  }

  async blockedBy(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ id: userBlocks.blockedId })
      .from(userBlocks)
      .where(eq(userBlocks.blockerId, userId));
    return new Set(rows.map((r) => r.id));
  }

  async blockersOf(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ id: userBlocks.blockerId })
      .from(userBlocks)
      .where(eq(userBlocks.blockedId, userId));
    return new Set(rows.map((r) => r.id));
  }
}

function conversationFromRow(row: Row): ConversationRecord {
  return {
    id: String(row.id),
    adId: (row.ad_id as string | null) ?? null,
    adTitle: String(row.ad_title),
    seekerId: (row.seeker_id as string | null) ?? null,
    sellerId: (row.seller_id as string | null) ?? null,
    createdAt: date(row.created_at),
    lastMessageAt: date(row.last_message_at),
    seekerReadAt: maybeDate(row.seeker_read_at),
    sellerReadAt: maybeDate(row.seller_read_at),
  };
}
