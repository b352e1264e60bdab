import type { Report, ReportedMessage, ReportEvidence } from '../../src/domain/report';
import type { Repositories } from '../platform/ports';
import type { ReportRecord } from './ports';

/** The queue's page size: the moderators see this many reports of a status, oldest first. */
export const REPORT_QUEUE_SIZE = 500;

/** Reports as the moderators' desk shows them: the ad's title and the reporter's name beside each. */
export async function reportViews(
  repos: Pick<Repositories, 'ads' | 'users'>,
  records: ReportRecord[],
): Promise<Report[]> {
  const ads = new Map(
    (await repos.ads.findManyById([...new Set(records.flatMap((r) => (r.adId ? [r.adId] : [])))])).map((a) => [
      a.id,
      a,
    ]),
  );
  const reporters = new Map(
    (await repos.users.findManyById([...new Set(records.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))])).map(
      (u) => [u.id, u],
    ),
  );
  return records.map((r) => {
    const ad = r.adId ? ads.get(r.adId) : undefined;
    const reporter = r.reporterId ? reporters.get(r.reporterId) : undefined;
    return {
      id: r.id,
      subject: r.subject,
      reason: r.reason,
      details: r.details,
      status: r.status,
      outcome: r.outcome,
      note: r.note,
      ad: ad ? { id: ad.id, title: ad.title } : null,
      conversationId: r.conversationId,
      reporter: reporter ? { id: reporter.id, name: `${reporter.name} ${reporter.lastname}` } : null,
      evidence: r.evidence,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** A conversation's messages as the moderator needs them: authors by role and first name. */
export async function reportedMessages(
  repos: Pick<Repositories, 'conversations' | 'users'>,
  conversationId: string,
): Promise<ReportedMessage[]> {
  const conversation = await repos.conversations.findById(conversationId);
  if (!conversation) return [];
  const people = new Map(
    (
      await repos.users.findManyById(
        [conversation.seekerId, conversation.sellerId].filter((id): id is string => id !== null),
      )
    ).map((u) => [u.id, u.name]),
  );
  return (await repos.conversations.messages(conversationId, 500)).map((m) => {
    const author = m.senderId !== null && m.senderId === conversation.sellerId ? 'seller' : 'seeker';
    return {
      author,
      authorName: m.senderId ? (people.get(m.senderId) ?? null) : null,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    };
  });
}

/** The ad as it was when reported: the evidence kept while a decision may be contested. */
export async function adAsReported(repos: Pick<Repositories, 'ads' | 'users'>, adId: string): Promise<ReportEvidence> {
  const ad = await repos.ads.findById(adId);
  if (!ad) return {};
  const seller = await repos.users.findById(ad.ownerId);
  const { title, description, priceCents, postalCode, city } = ad;
  return {
    ad: {
      title,
      description,
      priceCents,
      postalCode,
      city,
      seller: seller ? `${seller.name} ${seller.lastname}` : null,
    },
  };
}

/** The reported ad's title as it is now, or as it was reported (read with the caller's repositories: in its transaction). */
export async function reportedTitle(repos: Pick<Repositories, 'ads'>, report: ReportRecord): Promise<string> {
  const ad = report.adId ? await repos.ads.findById(report.adId) : null;
  return ad?.title ?? report.evidence?.ad?.title ?? '';
}
