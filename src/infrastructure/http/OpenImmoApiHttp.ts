import { inject, injectable } from 'inversify';
import type { OpenImmoApi } from '../../application/openimmo/ports';
import type { TransferReport } from '../../domain/openImmo';
import { HttpClient } from './HttpClient';

@injectable()
export class OpenImmoApiHttp implements OpenImmoApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async send(file: Blob, onProgress: (fraction: number) => void): Promise<TransferReport> {
    const form = new FormData();
    form.append('file', file);
    return (await this.http.upload<TransferReport>('/openimmo/transfers', form, onProgress)).data;
  }

  exportStock(): Promise<{ filename: string; content: Blob }> {
    return this.http.download('/openimmo/export');
  }

  async settings(): Promise<{ feedbackEmail: string | null }> {
    return (await this.http.get<{ feedbackEmail: string | null }>('/openimmo/settings')).data;
  }

  async saveSettings(feedbackEmail: string | null): Promise<{ feedbackEmail: string | null }> {
    return (
      await this.http.request<{ feedbackEmail: string | null }>('PUT', '/openimmo/settings', {
        body: { feedbackEmail },
      })
    ).data;
  }

  async list(): Promise<TransferReport[]> {
    const { data } = await this.http.get<TransferReport[]>('/openimmo/transfers');
    if (!Array.isArray(data)) throw new Error('The transfers are not a list');
    return data;
  }
}
