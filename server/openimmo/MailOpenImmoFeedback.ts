import type { Clock, Logger, Mailer, UnitOfWork } from '../platform/ports';
import { feedbackMail } from './feedbackMail';
import type { ReadOpenImmoFeedback } from './ReadOpenImmoFeedback';

/** Enquiries one run mails at most; the next minute's run takes the rest. */
const BATCH = 200;

/**
 * Every minute (a job): the enquiries to traders' imported ads since they asked for it, mailed as OpenImmo-Feedback
 * to the address they gave — one mail per trader and run, the XML attached. Each enquiry is claimed before its mail
 * goes out and given back when the mail cannot be queued, so it is mailed once and never lost.
 */
export class MailOpenImmoFeedback {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'openImmo' | 'users'>;
      clock: Clock;
      mailer: Mailer;
      log: Logger;
      feedback: Pick<ReadOpenImmoFeedback, 'ofConversations'>;
      publicUrl: string;
    },
  ) {}

  async execute(): Promise<number> {
    const { repos } = this.deps.uow;
    const now = this.deps.clock.now();
    const claims = await repos.openImmo.claimEnquiriesToMail(now, BATCH);
    const byOwner = new Map<string, { email: string; ids: string[] }>();
    for (const claim of claims) {
      const entry = byOwner.get(claim.ownerId) ?? { email: claim.email, ids: [] };
      entry.ids.push(claim.conversationId);
      byOwner.set(claim.ownerId, entry);
    }
    let mailed = 0;
    for (const [ownerId, { email, ids }] of byOwner) {
      try {
        const owner = await repos.users.findById(ownerId);
        if (!owner) continue;
        const xml = await this.deps.feedback.ofConversations(owner, ids);
        await this.deps.mailer.send(
          feedbackMail({
            to: email,
            language: owner.language,
            count: ids.length,
            xml,
            settingsUrl: `${this.deps.publicUrl}/app/import`,
            at: now,
          }),
        );
        mailed += ids.length;
      } catch (error) {
        this.deps.log.warn(
          { err: error, ownerId, count: ids.length },
          'OpenImmo feedback mail not queued; tried again',
        );
        await repos.openImmo.releaseEnquiries(ids);
      }
    }
    return mailed;
  }
}
