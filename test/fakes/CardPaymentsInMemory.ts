import type {
  CardPaymentResult,
  CardPayments,
  CardPaymentsFactory,
  PaymentIntent,
  PaymentProvider,
} from '../../src/application/payments/ports';
import type { PaymentsApiInMemory } from './PaymentsApiInMemory';

/** A card form that answers as told and, like the real gateway, settles the payment on the server. */
export class CardPaymentsInMemory implements CardPayments {
  provider: PaymentProvider = 'demo';
  mounted = false;
  confirms: string[] = [];
  next: CardPaymentResult | Error = { status: 'succeeded' };

  constructor(private readonly api: PaymentsApiInMemory) {}

  async mount(element: HTMLElement): Promise<void> {
    this.mounted = true;
    element.textContent = 'card form';
  }

  async confirm(intent: PaymentIntent): Promise<CardPaymentResult> {
    this.confirms.push(intent.paymentId);
    const next = this.next;
    if (next instanceof Error) {
      // The charge went through, but the answer was lost on the way back.
      this.api.settle(intent.paymentId, 'succeeded');
      throw next;
    }
    if (next.status === 'succeeded') this.api.settle(intent.paymentId, 'succeeded');
    if (next.status === 'failed') this.api.settle(intent.paymentId, 'failed');
    return next;
  }

  unmount(): void {
    this.mounted = false;
  }
}

export class CardPaymentsFactoryInMemory implements CardPaymentsFactory {
  readonly created: CardPaymentsInMemory[] = [];

  constructor(private readonly api: PaymentsApiInMemory) {}

  create(provider: PaymentProvider): CardPaymentsInMemory {
    const card = new CardPaymentsInMemory(this.api);
    card.provider = provider;
    this.created.push(card);
    return card;
  }
}
