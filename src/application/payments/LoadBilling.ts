import type { OwnAdsApi, CreditBalance } from '../ads/ports';
import type { Payment, PaymentProvider, PaymentsApi } from './ports';

export class LoadBilling {
  constructor(
    private readonly payments: PaymentsApi,
    private readonly ads: OwnAdsApi,
  ) {}

  async execute(): Promise<{ provider: PaymentProvider; payments: Payment[]; credits: CreditBalance[] }> {
    const [provider, payments, credits] = await Promise.all([
      this.payments.provider(),
      this.payments.mine(),
      this.ads.credits(),
    ]);
    return { provider, payments, credits };
  }
}
