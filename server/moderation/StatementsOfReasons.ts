import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { complaintDeadline } from '../../src/domain/decisions';
import type { UserRecord } from '../accounts/ports';
import { editNext, statementOfReasonsMail } from './decisionMail';
import type { Logger, Mailer, Repositories } from '../platform/ports';
import type { DecisionRecord, NewDecision } from './ports';

/** A decision just written, with the secret its mail carries (known only until the mail is sent). */
export interface IssuedDecision {
  decision: DecisionRecord;
  token: string;
}

export type DecisionInput = Omit<NewDecision, 'tokenHash'>;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a secret from a statement's mail opens this decision (compared in constant time). */
export function tokenOpens(decision: Pick<DecisionRecord, 'tokenHash'>, token: string): boolean {
  const given = Buffer.from(tokenHash(token), 'hex');
  const kept = Buffer.from(decision.tokenHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * Every restriction gets a statement of reasons (DSA Art. 17): written in the same transaction as the decision (so no
 * decision is without one), mailed after it commits. The page the mail links to opens with the mail's secret, so a
 * blocked account, which cannot sign in, can still read it and complain.
 */
export class StatementsOfReasons {
  constructor(private readonly deps: { mailer: Mailer; log: Logger; publicUrl: string }) {}

  async issue(repos: Pick<Repositories, 'decisions'>, input: DecisionInput): Promise<IssuedDecision> {
    const token = randomBytes(24).toString('base64url');
    const decision = await repos.decisions.create({ ...input, tokenHash: tokenHash(token) });
    return { decision, token };
  }

  /** The page where the person reads the statement and complains; the secret rides in the fragment (never logged). */
  pageUrl(decisionId: string, token?: string): string {
    return `${this.deps.publicUrl}/decisions/${decisionId}${token ? `#token=${token}` : ''}`;
  }

  /**
   * The mail to the person the decision concerns, in their language. The decision stands when the mail cannot be
   * queued (logged): the dashboard lists every statement either way.
   */
  async send(issued: IssuedDecision, recipient: Pick<UserRecord, 'email' | 'name' | 'language'> | null): Promise<void> {
    if (!recipient) return;
    const { decision, token } = issued;
    const { kind, adId } = decision;
    const editable = adId !== null && (kind === 'ad_rejected' || kind === 'ad_taken_down');
    const next = editable
      ? editNext(recipient.language, kind, `${this.deps.publicUrl}/app/ads/${adId}/edit`)
      : undefined;
    try {
      await this.deps.mailer.send(
        statementOfReasonsMail(
          { to: recipient.email, name: recipient.name, language: recipient.language },
          {
            kind: decision.kind,
            ground: decision.ground,
            facts: decision.facts,
            adTitle: decision.adTitle,
            automatedDetection: decision.automatedDetection,
            automatedDecision: decision.automatedDecision,
            complaintDeadline: complaintDeadline(decision.createdAt),
            complaintUrl: this.pageUrl(decision.id, token),
          },
          next,
        ),
      );
    } catch (err) {
      this.deps.log.error({ err, decisionId: decision.id }, 'queueing the statement of reasons failed');
    }
  }
}
