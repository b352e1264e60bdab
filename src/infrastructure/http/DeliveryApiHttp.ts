import { inject, injectable } from 'inversify';
import type { DeadLetter } from '../../domain/deadLetter';
import type { DeliveryApi } from '../../application/admin/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class DeliveryApiHttp implements DeliveryApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async deadLetters(): Promise<DeadLetter[]> {
    return (await this.http.get<DeadLetter[]>('/admin/dead-letters')).data;
  }

  async retry(id: string): Promise<void> {
    await this.http.post(`/admin/dead-letters/${encodeURIComponent(id)}/retry`);
  }
}
