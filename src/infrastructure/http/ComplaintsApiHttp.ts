import { inject, injectable } from 'inversify';
import type { ComplaintCase, ComplaintOutcome } from '../../domain/decisions';
import type { ComplaintsApi } from '../../application/admin/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class ComplaintsApiHttp implements ComplaintsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async open(): Promise<ComplaintCase[]> {
    return (await this.http.get<ComplaintCase[]>('/admin/complaints')).data;
  }

  async answer(id: string, outcome: ComplaintOutcome, answer: string): Promise<ComplaintCase> {
    const path = `/admin/complaints/${encodeURIComponent(id)}/answer`;
    return (await this.http.post<ComplaintCase>(path, { outcome, answer })).data;
  }
}
