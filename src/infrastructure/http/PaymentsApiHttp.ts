import { inject, injectable } from 'inversify';
import type { Payment, PaymentIntent, PaymentProvider, PaymentsApi } from '../../application/payments/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class PaymentsApiHttp implements PaymentsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async provider(): Promise<PaymentProvider> {
    return (await this.http.get<{ provider: PaymentProvider }>('/payments/config')).data.provider;
  }

  async createIntent(packageId: string, requestId: string): Promise<PaymentIntent> {
    return (await this.http.post<PaymentIntent>('/payments/intent', { packageId, requestId })).data;
  }

  async mine(): Promise<Payment[]> {
    return (await this.http.get<Payment[]>('/payments/mine')).data;
  }

  async get(paymentId: string): Promise<Payment> {
    return (await this.http.get<Payment>(`/payments/${encodeURIComponent(paymentId)}`)).data;
  }

  receipt(paymentId: string, language: 'de' | 'en'): Promise<{ filename: string; content: Blob }> {
    return this.http.download(`/payments/${encodeURIComponent(paymentId)}/receipt`, { lang: language });
  }
}
