import type { PaymentGateway } from '../ports';

/** No account, no network: intents are made up; outcomes follow the test cards (DemoCheckout). */
export class PaymentGatewayDemo implements PaymentGateway {
  readonly provider = 'demo' as const;

  async createIntent(input: { paymentId: string }): Promise<{ providerRef: string; clientSecret: string }> {
    return { providerRef: `demo_pi_${input.paymentId}`, clientSecret: `demo_pi_${input.paymentId}_secret` };
  }
}
