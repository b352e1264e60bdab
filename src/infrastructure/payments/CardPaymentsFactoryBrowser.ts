import type { CardPayments, CardPaymentsFactory, PaymentProvider } from '../../application/payments/ports';
import type { HttpClient } from '../http/HttpClient';
import { CardPaymentsDemo } from './CardPaymentsDemo';
import { CardPaymentsStripe } from './CardPaymentsStripe';

/** The server decides the provider; each checkout gets its own card form. */
export class CardPaymentsFactoryBrowser implements CardPaymentsFactory {
  constructor(
    private readonly http: HttpClient,
    private readonly stripePublicKey: string,
  ) {}

  create(provider: PaymentProvider): CardPayments {
    return provider === 'stripe' ? new CardPaymentsStripe(this.stripePublicKey) : new CardPaymentsDemo(this.http);
  }
}
