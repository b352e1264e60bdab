import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { CardFormTexts, CardPaymentResult, CardPayments, PaymentIntent } from '../../application/payments/ports';

/**
 * Stripe Elements' card form. @stripe/stripe-js is imported here, on the checkout view only, so Stripe's code
 * is never part of the initial load; confirmCardPayment handles 3-D Secure itself.
 */
export class CardPaymentsStripe implements CardPayments {
  readonly provider = 'stripe' as const;
  private stripe: Stripe | null = null;
  private card: StripeCardElement | null = null;

  constructor(private readonly publicKey: string) {}

  async mount(element: HTMLElement, options: { locale: 'de' | 'en'; texts: CardFormTexts }): Promise<void> {
    const { loadStripe } = await import('@stripe/stripe-js');
    this.stripe = await loadStripe(this.publicKey, { locale: options.locale });
    if (!this.stripe) throw new Error('Stripe.js could not be loaded');
    const elements = this.stripe.elements({ locale: options.locale });
    this.card = elements.create('card', { hidePostalCode: true, style: { base: { fontSize: '16px' } } });
    this.card.mount(element);
  }

  async confirm(intent: PaymentIntent): Promise<CardPaymentResult> {
    if (!this.stripe || !this.card) throw new Error('The card form is not mounted');
    const result = await this.stripe.confirmCardPayment(intent.clientSecret, { payment_method: { card: this.card } });
    if (result.error)
      return { status: 'failed', reason: result.error.decline_code ?? result.error.code ?? 'card_declined' };
    if (result.paymentIntent?.status === 'succeeded') return { status: 'succeeded' };
    return { status: 'processing' };
  }

  unmount(): void {
    this.card?.destroy();
    this.card = null;
  }
}
