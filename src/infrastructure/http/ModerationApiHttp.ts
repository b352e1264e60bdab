import type { DecisionGround } from '../../domain/decisions';
import type { WeekFigures } from '../../domain/adStats';
import { inject, injectable } from 'inversify';
import type { Ad } from '../../domain/ad';
import type { AdminAction } from '../../domain/adminAction';
import type { AdminStats, ModerationApi } from '../../application/admin/ports';
import { HttpClient } from './HttpClient';
import type { ModerationAd, RiskOutcome, ClassifierQuality } from '../../domain/risk';

@injectable()
export class ModerationApiHttp implements ModerationApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async stats(): Promise<AdminStats> {
    return (await this.http.get<AdminStats>('/admin/stats')).data;
  }

  async queue(): Promise<ModerationAd[]> {
    return (await this.http.get<ModerationAd[]>('/admin/ads', { query: { status: 'pending' } })).data;
  }

  async approve(id: string): Promise<Ad> {
    return (await this.http.post<Ad>(`/admin/ads/${encodeURIComponent(id)}/approve`)).data;
  }

  async takeDown(id: string, reason: string, ground: DecisionGround): Promise<Ad> {
    return (await this.http.post<Ad>(`/admin/ads/${encodeURIComponent(id)}/take-down`, { reason, ground })).data;
  }

  async riskOutcomes(): Promise<RiskOutcome[]> {
    return (await this.http.get<RiskOutcome[]>('/admin/risk/outcomes')).data;
  }

  async riskClassifier(): Promise<ClassifierQuality> {
    return (await this.http.get<ClassifierQuality>('/admin/risk/classifier')).data;
  }

  async auditLog(): Promise<AdminAction[]> {
    return (await this.http.get<AdminAction[]>('/admin/audit')).data;
  }

  async reject(id: string, reason: string, ground: DecisionGround): Promise<Ad> {
    return (await this.http.post<Ad>(`/admin/ads/${encodeURIComponent(id)}/reject`, { reason, ground })).data;
  }

  async weekly(weeks: number): Promise<WeekFigures[]> {
    return (await this.http.get<WeekFigures[]>('/admin/stats/weekly', { query: { weeks } })).data;
  }

  async requestChanges(id: string, reason: string): Promise<Ad> {
    return (await this.http.post<Ad>(`/admin/ads/${encodeURIComponent(id)}/request-changes`, { reason })).data;
  }
}
