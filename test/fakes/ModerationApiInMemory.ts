import type { Ad } from '../../src/domain/ad';
import type { AdminStats, ModerationApi } from '../../src/application/admin/ports';

export class ModerationApiInMemory implements ModerationApi {
  pending: Ad[] = [];
  decisions: { id: string; decision: 'approve' | 'reject'; reason?: string }[] = [];
  figures: AdminStats = { users: 3, activeAds: 60, pendingAds: 0, revenueCents: 0 };

  async stats(): Promise<AdminStats> {
    return { ...this.figures, pendingAds: this.pending.length };
  }

  async queue(): Promise<Ad[]> {
    return [...this.pending];
  }

  async approve(id: string): Promise<Ad> {
    const ad = this.pending.find((a) => a.id === id)!;
    this.pending = this.pending.filter((a) => a.id !== id);
    this.decisions.push({ id, decision: 'approve' });
    return { ...ad, status: 'active' };
  }

  async reject(id: string, reason: string): Promise<Ad> {
    const ad = this.pending.find((a) => a.id === id)!;
    this.pending = this.pending.filter((a) => a.id !== id);
    this.decisions.push({ id, decision: 'reject', reason });
    return { ...ad, status: 'rejected', rejectionReason: reason };
  }
}
