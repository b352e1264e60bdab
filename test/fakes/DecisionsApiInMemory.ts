import type { DecisionsApi } from '../../src/application/account/ports';
import { RequestError } from '../../src/application/shared/RequestError';
import { canComplain, complaintDeadline, type Decision } from '../../src/domain/decisions';

/** Statements of reasons as the server keeps them: the recipient's own, or one opened by its mail's secret. */
export class DecisionsApiInMemory implements DecisionsApi {
  /** Each decision, and the secret its mail carries. */
  decisions: { decision: Decision; secret: string; mine: boolean }[] = [];
  now = () => new Date();

  add(extra: Partial<Decision> & { secret?: string; mine?: boolean } = {}): Decision {
    const { secret = 'geheim', mine = true, ...fields } = extra;
    const decidedAt = fields.decidedAt ?? new Date('2026-11-20T09:00:00Z').toISOString();
    const decision: Decision = {
      id: `decision-${this.decisions.length + 1}`,
      kind: 'ad_taken_down',
      ground: 'foreign_images',
      facts: 'Die Fotos stammen aus einer anderen Anzeige.',
      automatedDetection: false,
      automatedDecision: false,
      ad: { id: 'ad-1', title: 'Helle Wohnung' },
      decidedAt,
      complaintDeadline: complaintDeadline(new Date(decidedAt)).toISOString(),
      reversed: false,
      complaint: null,
      canComplain: true,
      ...fields,
    };
    decision.canComplain = canComplain(decision, this.now());
    this.decisions.push({ decision, secret, mine });
    return decision;
  }

  async mine(): Promise<Decision[]> {
    return this.decisions.filter((d) => d.mine).map((d) => d.decision);
  }

  async get(id: string, secret: string | null): Promise<Decision> {
    return this.opened(id, secret).decision;
  }

  async complain(id: string, text: string, secret: string | null): Promise<Decision> {
    const entry = this.opened(id, secret);
    if (entry.decision.complaint) throw new RequestError('http', 'ALREADY_COMPLAINED', 'Already complained', 409);
    if (!entry.decision.canComplain) throw new RequestError('http', 'COMPLAINT_PERIOD_OVER', 'Too late', 409);
    const complaint = {
      id: `complaint-${id}`,
      text,
      status: 'open' as const,
      answer: null,
      createdAt: this.now().toISOString(),
      answeredAt: null,
    };
    entry.decision = { ...entry.decision, complaint, canComplain: false };
    return entry.decision;
  }

  private opened(id: string, secret: string | null) {
    const entry = this.decisions.find((d) => d.decision.id === id && (d.mine || d.secret === secret));
    if (!entry) throw new RequestError('http', 'NOT_FOUND', 'No such decision', 404);
    return entry;
  }
}
