import { HOLD_THRESHOLD, riskScore } from '../../src/domain/risk';
import type { AdRecord } from '../ads/ports';
import type { UserRecord } from '../accounts/ports';
import { PublicListCache } from '../platform/PublicListCache';
import type { Clock, Repositories, UnitOfWork } from '../platform/ports';
import { mirroredPhotoFingerprint, textFingerprints } from './domain/fingerprints';
import { contactFingerprint, contactKeys } from './contactFingerprints';
import { messageCaution } from './scamText';
import type { RiskVerdict } from './ports';
import { MIN_COMPARABLES, RULES, type RiskFacts } from './rules';
import { referencePricePerSqmCents } from './referencePrices';
import { LEARNED_DECISIONS, ScamClassifier } from './ScamClassifier';
import { SIGNAL_TEXTS } from '../../src/domain/decisionTexts';
import type { IssuedDecision, StatementsOfReasons } from './StatementsOfReasons';

const DAY_MS = 86_400_000;
/** The owner's messages of this many days, at most MESSAGES_READ of them, count toward their ads' risk. */
const MESSAGES_DAYS = 30;
const MESSAGES_READ = 500;
/** Sign-ins of this many days tell from which browsers the owner works (a new account's are all of them). */
const DEVICE_DAYS = 30;

/** In how many conversations the person's own messages got a warning for their reader, by why (one per conversation). */
function cautionedConversations(sent: { conversationId: string; body: string }[]) {
  const by = { advance_payment: new Set<string>(), off_platform: new Set<string>() };
  for (const message of sent) {
    const caution = messageCaution(message.body);
    if (caution) by[caution].add(message.conversationId);
  }
  return { advancePayment: by.advance_payment.size, offPlatform: by.off_platform.size };
}

/**
 * Judges an ad before it goes online (no external service): each rule of ./rules.ts looks at the ad and what is known
 * around it — the local price level, other accounts' photos and descriptions, the owner's recent publishing — and the
 * signals' weights decide whether a moderator sees it first. Looking it all up takes a few index reads; the local
 * medians are kept for ten minutes.
 */
export class RiskAssessment {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'fingerprints' | 'marketFacts' | 'riskAssessments'>;
      clock: Clock;
      /** A hold is a decision about content: its owner gets a statement of reasons (DSA Art. 17). */
      statements: StatementsOfReasons;
    },
  ) {}

  /** What the moderators' decisions taught, learned again at most every ten minutes (a few thousand texts). */
  private learned: { classifier: ScamClassifier; at: number } | null = null;

  private async classifier(): Promise<ScamClassifier> {
    const now = this.deps.clock.now().getTime();
    if (!this.learned || now - this.learned.at > 600_000) {
      const decisions = await this.deps.uow.repos.riskAssessments.decisionsOnHolds(LEARNED_DECISIONS);
      this.learned = { classifier: new ScamClassifier(decisions), at: now };
    }
    return this.learned.classifier;
  }

  private readonly medians = new PublicListCache<{ medianCents: number | null; comparables: number }>(600_000, 2000);

  async execute(ad: AdRecord, owner: UserRecord): Promise<RiskVerdict> {
    const { fingerprints, marketFacts } = this.deps.uow.repos;
    const now = this.deps.clock.now();
    const text = textFingerprints(ad.description);
    const contacts = contactKeys(`${ad.title}\n${ad.description}`);
    const phones = [
      ...contacts.filter((key) => key.startsWith('+')),
      ...(owner.phoneVerifiedAt && owner.phoneNumber ? [owner.phoneNumber] : []),
    ];
    const [
      localPrice,
      photoMatches,
      textMatches,
      publishedLastDay,
      photoTexts,
      classifier,
      messagesSent,
      contactMatches,
      phoneHolders,
      otherAccountsOnDevice,
    ] = await Promise.all([
      this.localPrice(ad),
      // The photos as they are and mirrored: a copy flipped left to right is the same photo.
      fingerprints
        .photosOf(ad.id)
        .then((photos) =>
          fingerprints.matches('photo', [...photos, ...photos.map(mirroredPhotoFingerprint)], owner.id),
        ),
      fingerprints.matches('text', text, owner.id),
      marketFacts.publishedSince(owner.id, new Date(now.getTime() - DAY_MS)),
      fingerprints.photoTextsOf(ad.id),
      this.classifier(),
      marketFacts.messagesSentSince(owner.id, new Date(now.getTime() - MESSAGES_DAYS * DAY_MS), MESSAGES_READ),
      fingerprints.matches('contact', contacts.map(contactFingerprint), owner.id),
      marketFacts.accountsWithPhone([...new Set(phones)], owner.id),
      marketFacts.otherAccountsOnDevicesSince(owner.id, new Date(now.getTime() - DEVICE_DAYS * DAY_MS)),
    ]);
    const facts = {
      ad,
      localPrice,
      photoUsedIn: photoMatches.length,
      photoTexts,
      textUsedIn: textMatches.length,
      accountAgeDays: (now.getTime() - owner.createdAt.getTime()) / DAY_MS,
      publishedLastDay,
      learnedScamProbability: classifier.scamProbability(`${ad.title}\n${ad.description}`),
      cautionedConversations: cautionedConversations(messagesSent),
      contactSharedWith: new Set([...contactMatches.map((match) => match.ownerId), ...phoneHolders]).size,
      otherAccountsOnDevice,
    };
    const signals = RULES.map((rule) => rule(facts)).filter((signal) => signal !== null);
    const score = Math.round(riskScore(signals) * 10) / 10;
    return { signals, score, held: score >= HOLD_THRESHOLD };
  }

  /**
   * The city's median €/m², kept ten minutes once enough ads make it (a city with too few is asked again each time:
   * that answer is cheap, and the next ads may be what makes it enough).
   */
  private async localPrice(ad: AdRecord): Promise<RiskFacts['localPrice']> {
    const key = `${ad.category}:${ad.city.toLowerCase()}`;
    const price = await this.medians.get(key, () =>
      this.deps.uow.repos.marketFacts.localPricePerSqm(ad.category, ad.city),
    );
    if (price.comparables >= MIN_COMPARABLES) return price;
    this.medians.forget(key);
    // Too few live ads to know the city's price: a large city's reference floor stands in (referencePrices.ts).
    const reference = referencePricePerSqmCents(ad.category, ad.city);
    return reference === null ? price : { medianCents: reference, comparables: price.comparables, reference: true };
  }

  /**
   * Kept with the publishing it judged (in its transaction): the verdict for the moderation desk (replacing an earlier
   * one, so a hold that no longer applies is not shown again), and a hold in the audit log with its signals — an
   * automated decision, so no admin is named — and as a decision whose statement of reasons names the kinds of signal
   * found (not the thresholds). Send the statement with `tellOwner` once the transaction has committed.
   */
  async record(
    repos: Pick<Repositories, 'riskAssessments' | 'auditLog' | 'decisions'>,
    ad: AdRecord,
    owner: UserRecord,
    verdict: RiskVerdict,
    now: Date,
  ): Promise<IssuedDecision | null> {
    await repos.riskAssessments.record(ad.id, verdict, now);
    if (!verdict.held) return null;
    await repos.auditLog.record({
      adminId: null,
      adminEmail: '',
      action: 'ad_held',
      targetId: ad.id,
      targetLabel: ad.title,
      detail: verdict.signals.map((signal) => `${signal.rule} (${signal.weight}): ${signal.detail}`).join('; '),
      createdAt: now,
    });
    const found = [...new Set(verdict.signals.map((signal) => SIGNAL_TEXTS[signal.rule][owner.language]))];
    return this.deps.statements.issue(repos, {
      kind: 'ad_held',
      ground: groundOf(verdict),
      facts: `${FOUND[owner.language]} ${found.join('; ')}.`,
      automatedDetection: true,
      automatedDecision: true,
      adId: ad.id,
      adTitle: ad.title,
      reportId: null,
      recipientId: owner.id,
      decidedBy: null,
      createdAt: now,
    });
  }

  async tellOwner(held: IssuedDecision | null, owner: UserRecord): Promise<void> {
    if (held) await this.deps.statements.send(held, owner);
  }

  /**
   * A live ad judged again after a change (its words or amounts, a new photo): the verdict recorded in place of the
   * earlier one, its owner told of a hold; whether it must go back to review.
   */
  async judgeAgain(
    repos: Pick<Repositories, 'riskAssessments' | 'auditLog' | 'decisions'>,
    ad: AdRecord,
    owner: UserRecord,
  ): Promise<boolean> {
    const verdict = await this.execute(ad, owner);
    await this.tellOwner(await this.record(repos, ad, owner, verdict, this.deps.clock.now()), owner);
    return verdict.held;
  }
}

/**
 * What a hold rests on: wording that shuts people out is held for what it is (§ 19 AGG), a commission asked of tenants
 * as unlawful (WoVermittG), whatever else was found beside them; anything else as suspected fraud.
 */
function groundOf(verdict: RiskVerdict): 'discrimination' | 'unlawful' | 'fraud_suspected' {
  const found = (rule: string) => verdict.signals.some((signal) => signal.rule === rule);
  if (found('excluding_wording')) return 'discrimination';
  return found('tenant_commission') ? 'unlawful' : 'fraud_suspected';
}

const FOUND = { de: 'Die automatische Prüfung fand:', en: 'The automated check found:' };
