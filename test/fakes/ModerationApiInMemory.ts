import type { DecisionGround } from '../../src/domain/decisions';
import type { WeekFigures } from '../../src/domain/adStats';
import type { Ad } from '../../src/domain/ad';
import type { ClassifierQuality, ModerationAd, RiskOutcome, RiskVerdict } from '../../src/domain/risk';
import type { AdminAction } from '../../src/domain/adminAction';
import { RequestError } from '../../src/application/shared/RequestError';
import type { AdminStats, ModerationApi } from '../../src/application/admin/ports';

export class ModerationApiInMemory implements ModerationApi {
  pending: Ad[] = [];
  /** What the risk assessment found on a pending ad, by id (none: nothing found). */
  risks = new Map<string, RiskVerdict>();
  decisions: { id: string; decision: 'approve' | 'reject' | 'changes'; reason?: string; ground?: DecisionGround }[] =
    [];
  figures: AdminStats = { users: 3, activeAds: 60, pendingAds: 0, revenueCents: 0 };
  /** As the server keeps it: every decision made here is written to it, newest first. */
  log: AdminAction[] = [];
  adminEmail = 'admin@inserat.de';

  async stats(): Promise<AdminStats> {
    return { ...this.figures, pendingAds: this.pending.length };
  }

  /** The desk's figures per risk signal, as the server would count them. */
  outcomes: RiskOutcome[] = [];

  async riskOutcomes(): Promise<RiskOutcome[]> {
    return [...this.outcomes];
  }

  /** What the learned signal knows, as the server would measure it. */
  classifier: ClassifierQuality = { examples: 0, scams: 0, evaluated: 0, precision: null, recall: null };

  async riskClassifier(): Promise<ClassifierQuality> {
    return { ...this.classifier };
  }

  async queue(): Promise<ModerationAd[]> {
    return this.pending.map((ad) => ({ ...ad, risk: this.risks.get(ad.id) ?? null }));
  }

  async approve(id: string): Promise<Ad> {
    const ad = this.pending.find((a) => a.id === id)!;
    this.pending = this.pending.filter((a) => a.id !== id);
    this.decisions.push({ id, decision: 'approve' });
    this.record('ad_approved', ad, '');
    return { ...ad, status: 'active' };
  }

  async reject(id: string, reason: string, ground: DecisionGround): Promise<Ad> {
    const ad = this.pending.find((a) => a.id === id)!;
    this.pending = this.pending.filter((a) => a.id !== id);
    this.decisions.push({ id, decision: 'reject', reason, ground });
    this.record('ad_rejected', ad, reason);
    return { ...ad, status: 'rejected', rejectionReason: reason };
  }

  async requestChanges(id: string, reason: string): Promise<Ad> {
    const ad = this.pending.find((a) => a.id === id);
    if (!ad) throw new RequestError('http', 'CONFLICT', 'Changes can only be requested for a pending ad', 409);
    this.pending = this.pending.filter((a) => a.id !== id);
    this.decisions.push({ id, decision: 'changes', reason });
    this.record('ad_changes_requested', ad, reason);
    return { ...ad, status: 'changes_requested', rejectionReason: reason };
  }

  /** Live ads an admin may take down (the server's rule: live or paused only). */
  live: Ad[] = [];
  takenDown: { id: string; reason: string; ground: DecisionGround }[] = [];
  /** What else a take-down settles on the server (its open reports): wired to the reports' fake where both exist. */
  onTakenDown: (adId: string, reason: string) => void = () => undefined;

  async takeDown(id: string, reason: string, ground: DecisionGround): Promise<Ad> {
    const ad = this.live.find((a) => a.id === id && (a.status === 'active' || a.status === 'paused'));
    if (!ad) throw new RequestError('http', 'CONFLICT', 'Only a live or paused ad can be taken down', 409);
    this.live = this.live.filter((a) => a.id !== id);
    this.takenDown.push({ id, reason, ground });
    this.onTakenDown(id, reason);
    this.record('ad_taken_down', ad, reason);
    return { ...ad, status: 'rejected', rejectionReason: reason };
  }

  /** The weeks with figures, oldest first; the last one is this week. */
  weeks: WeekFigures[] = [];

  /** As the server: always `weeks` calendar weeks up to this one, oldest first, quiet weeks with zeros. */
  async weekly(weeks: number): Promise<WeekFigures[]> {
    const known = this.weeks.slice(-weeks);
    const DAY_MS = 86_400_000;
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const thisMonday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
    const firstKnown = known[0] ? Date.parse(`${known[0].weekStart}T00:00:00Z`) : thisMonday + 7 * DAY_MS;
    const quiet = Array.from({ length: weeks - known.length }, (_, i) => ({
      weekStart: new Date(firstKnown - (weeks - known.length - i) * 7 * DAY_MS).toISOString().slice(0, 10),
      newUsers: 0,
      newAds: 0,
      revenueCents: 0,
    }));
    return [...quiet, ...known];
  }

  async auditLog(): Promise<AdminAction[]> {
    return [...this.log];
  }

  private record(action: AdminAction['action'], ad: Ad, detail: string): void {
    this.log.unshift({
      id: `log-${this.log.length + 1}`,
      adminEmail: this.adminEmail,
      action,
      targetId: ad.id,
      targetLabel: ad.title,
      detail,
      createdAt: new Date().toISOString(),
    });
  }
}
