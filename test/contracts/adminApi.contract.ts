import { describe, expect, it } from 'vitest';
import type { DeliveryApi, ModerationApi, ReportsApi, UsersApi } from '../../src/application/admin/ports';
import type { Ad } from '../../src/domain/ad';
import type { User } from '../../src/domain/user';
import { code } from './code';

const UNKNOWN = '00000000-0000-4000-8000-00000000dead';

/** The administrators' ports as the server keeps them: one suite, run against the fakes and the HTTP adapters. */
export function adminApiContract(
  name: string,
  world: () => Promise<{
    users: UsersApi;
    reports: ReportsApi;
    moderation: ModerationApi;
    delivery: DeliveryApi;
    /** A mail to this address that failed every retry. */
    undeliverable(to: string): Promise<void>;
    /** A registered person with this first name. */
    person(firstName: string): Promise<User>;
    /** A live ad of someone, reported by a visitor as fraud. */
    reportedAd(): Promise<Ad>;
    liveAd(): Promise<Ad>;
    /** A published ad waiting for a moderator's decision. */
    pendingAd(): Promise<Ad>;
  }>,
) {
  describe(`admin ports contract: ${name}`, () => {
    it('finds people by name, blocks and unblocks them, and answers the latest with status 200', async () => {
      const { users, person } = await world();
      const someone = await person('Zacharias');
      const page = await users.list({ page: 1, limit: 10, q: 'Zacharias' });
      expect(page).toMatchObject({ total: 1, page: 1, limit: 10 });
      expect(page.items.map((u) => u.id)).toEqual([someone.id]);
      expect((await users.update(someone.id, { blocked: true })).blocked).toBe(true);
      expect((await users.update(someone.id, { blocked: false })).blocked).toBe(false);
      expect(await code(users.update(UNKNOWN, { blocked: true }))).toBe('NOT_FOUND');
      const latest = await users.latest();
      expect(latest.statusCode).toBe(200);
      expect(latest.data.map((u) => u.id)).toContain(someone.id);
    });

    it('moves a report from open through review to resolved with a note', async () => {
      const { reports, reportedAd } = await world();
      const ad = await reportedAd();
      const report = (await reports.list('open')).find((r) => r.ad?.id === ad.id);
      expect(report).toMatchObject({ subject: 'ad', reason: 'fraud', status: 'open', ad: { id: ad.id } });
      expect((await reports.get(report!.id)).messages).toEqual([]);
      expect(await reports.update(report!.id, { status: 'in_review', note: 'Anbieter angeschrieben' })).toMatchObject({
        status: 'in_review',
        note: 'Anbieter angeschrieben',
      });
      expect((await reports.list('in_review')).map((r) => r.id)).toContain(report!.id);
      expect((await reports.list('open')).map((r) => r.id)).not.toContain(report!.id);
      expect((await reports.list('all')).map((r) => r.id)).toContain(report!.id);
      expect(await code(reports.get(UNKNOWN))).toBe('NOT_FOUND');
      // Resolved, its outcome stands: saved again only its note changes; reopening or another outcome is refused.
      await reports.update(report!.id, { status: 'resolved', outcome: 'actioned' });
      expect(await reports.update(report!.id, { status: 'resolved', note: 'Erledigt' })).toMatchObject({
        status: 'resolved',
        outcome: 'actioned',
        note: 'Erledigt',
      });
      expect(await code(reports.update(report!.id, { status: 'open' }))).toBe('REPORT_RESOLVED');
      expect(await code(reports.update(report!.id, { outcome: 'dismissed' }))).toBe('REPORT_RESOLVED');
    });

    it('queues the ads waiting for a decision and no others; an approved ad leaves the queue and goes live', async () => {
      const { moderation, liveAd, pendingAd } = await world();
      const waiting = await pendingAd();
      const live = await liveAd();
      const queued = (await moderation.queue()).map((ad) => ad.id);
      expect(queued).toContain(waiting.id);
      expect(queued).not.toContain(live.id);
      expect(await moderation.approve(waiting.id)).toMatchObject({ id: waiting.id, status: 'active' });
      expect((await moderation.queue()).map((ad) => ad.id)).not.toContain(waiting.id);
    });

    it('takes a live ad down with its reason into the audit log; nothing else can be taken down or sent back', async () => {
      const { moderation, liveAd } = await world();
      const ad = await liveAd();
      const down = await moderation.takeDown(ad.id, 'Betrugsverdacht', 'fraud');
      expect(down).toMatchObject({ id: ad.id, status: 'rejected', rejectionReason: 'Betrugsverdacht' });
      expect(await code(moderation.takeDown(ad.id, 'noch einmal', 'fraud'))).toBe('CONFLICT');
      expect(await code(moderation.requestChanges(ad.id, 'Bitte Fotos'))).toBe('CONFLICT');
      const [entry] = (await moderation.auditLog()).filter((e) => e.targetId === ad.id);
      expect(entry).toMatchObject({ action: 'ad_taken_down', detail: 'Betrugsverdacht', targetLabel: ad.title });
    });

    it('lists a mail that failed every retry with its recipient; sending it again takes it off the list, once', async () => {
      const { delivery, undeliverable } = await world();
      const to = `unzustellbar-${Date.now()}@example.de`;
      await undeliverable(to);
      const letter = (await delivery.deadLetters()).find((l) => l.to === to)!;
      expect(letter).toMatchObject({ queue: 'code-mail', to });
      expect(Number.isNaN(Date.parse(letter.failedAt))).toBe(false);
      await delivery.retry(letter.id);
      expect((await delivery.deadLetters()).map((l) => l.id)).not.toContain(letter.id);
      expect(await code(delivery.retry(letter.id))).toBe('NOT_FOUND');
    });

    it('answers every one of the weeks asked for, oldest first, and the figures of now', async () => {
      const { moderation } = await world();
      const weeks = await moderation.weekly(4);
      expect(weeks).toHaveLength(4);
      const starts = weeks.map((w) => Date.parse(w.weekStart));
      expect(starts.slice(1).map((s, i) => (s - starts[i]!) / 86_400_000)).toEqual([7, 7, 7]);
      expect(new Date(starts[0]!).getUTCDay()).toBe(1);
      const stats = await moderation.stats();
      expect(Object.keys(stats).sort()).toEqual(['activeAds', 'pendingAds', 'revenueCents', 'users']);
    });
  });
}
