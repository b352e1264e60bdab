import type { ServiceIdentifier } from 'inversify';

export type PaymentProvider = 'stripe' | 'demo';

export interface PaymentIntent {
  provider: PaymentProvider;
  clientSecret: string;
  paymentId: string;
}

export interface Payment {
  id: string;
  packageId: string;
  packageName: { de: string; en: string };
  amountCents: number;
  currency: string;
  provider: PaymentProvider;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'refunded';
  createdAt: string;
  invoice: { number: string; netCents: number; vatCents: number; vatRate: number } | null;
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
