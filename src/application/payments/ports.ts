import type { ServiceIdentifier } from 'inversify';
import type { Payment, PaymentProvider } from '../../domain/payment';

export type { Payment, PaymentProvider };

export interface PaymentIntent {
  provider: PaymentProvider;
  clientSecret: string;
  paymentId: string;
}

export interface PaymentsApi {
  provider(): Promise<PaymentProvider>;
  /** The same requestId returns the same payment: a double click never charges twice. */
  createIntent(packageId: string, requestId: string): Promise<PaymentIntent>;
  mine(): Promise<Payment[]>;
  get(paymentId: string): Promise<Payment>;
  receipt(paymentId: string, language: 'de' | 'en'): Promise<{ filename: string; content: Blob }>;
}
export const PaymentsApi = Symbol.for('PaymentsApi') as ServiceIdentifier<PaymentsApi>;

export type CardPaymentResult =
  { status: 'succeeded' } | { status: 'processing' } | { status: 'failed'; reason: string };

/** Texts the card form shows; the adapters render them, the views translate them. */
export interface CardFormTexts {
  number: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  demoNotice: string;
  challengeTitle: string;
  challengeText: string;
  approve: string;
  decline: string;
}

/** The card form and its confirmation (3-D Secure included): Stripe Elements or the demo gateway. */
export interface CardPayments {
  readonly provider: PaymentProvider;
  mount(element: HTMLElement, options: { locale: 'de' | 'en'; texts: CardFormTexts }): Promise<void>;
  confirm(intent: PaymentIntent): Promise<CardPaymentResult>;
  unmount(): void;
}

export interface CardPaymentsFactory {
  create(provider: PaymentProvider): CardPayments;
}
export const CardPaymentsFactory = Symbol.for('CardPaymentsFactory') as ServiceIdentifier<CardPaymentsFactory>;
