import type { UserRecord } from '../accounts/ports';
import type { Logger, UnitOfWork } from '../platform/ports';
import type { RiskAssessment } from './RiskAssessment';
import { messageCaution } from './scamText';

/** A person's live ads judged again at most this many at a time (a landlord with more is a housing company). */
const LIVE_ADS_JUDGED = 20;

/**
 * A message that asks for money before a viewing counts toward its sender's risk at once: the sender's live ads are
 * judged again with what they wrote (the rule `messages_cautioned`), and an ad whose verdict is now a hold goes back to
 * review, its owner told why — the scam is run in the messages once the ad looks clean.
 */
export class JudgeSenderAgain {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'riskAssessments' | 'auditLog' | 'decisions'>;
      risk: Pick<RiskAssessment, 'judgeAgain'>;
      log: Logger;
      /** After an ad went back to review (the public list is cached). */
      adsChanged: () => void;
    },
  ) {}

  async execute(sender: UserRecord, message: string): Promise<void> {
    // Money asked before a viewing judges at once; a messenger or an e-mail address (at most 0.3 in all) counts at the
    // sender's next publishing or edit, so a housing company that gives its address is not judged at every message.
    if (messageCaution(message) !== 'advance_payment') return;
    const { uow, risk } = this.deps;
    const live = (await uow.repos.ads.listByOwner(sender.id)).filter((ad) => ad.status === 'active');
    let held = 0;
    for (const ad of live.slice(0, LIVE_ADS_JUDGED))
      if (await risk.judgeAgain(uow.repos, ad, sender)) {
        await uow.repos.ads.update(ad.id, { status: 'pending' });
        held++;
      }
    if (held > 0) {
      this.deps.log.info({ userId: sender.id, held }, 'live ads held after their owner’s messages');
      this.deps.adsChanged();
    }
  }
}
