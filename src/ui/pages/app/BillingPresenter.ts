import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DomainError } from '../../../domain/errors';
import type { CreditBalance } from '../../../application/ads/ports';
import { DownloadReceipt } from '../../../application/payments/DownloadReceipt';
import { LoadBilling } from '../../../application/payments/LoadBilling';
import { PurchasePackage, type Consents } from '../../../application/payments/PurchasePackage';
import {
  CardPaymentsFactory,
  type CardFormTexts,
  type CardPayments,
  type Payment,
  type PaymentProvider,
} from '../../../application/payments/ports';
import { Notifier } from '../../../application/shared/ports';
import { Submission } from '../../components/Submission';

function newRequestId(): string {
  return crypto.randomUUID();
}

@injectable()
export class BillingPresenter {
  provider: PaymentProvider | null = null;
  payments: Payment[] = [];
  credits: CreditBalance[] = [];
  loading = true;
  loadErrorCode: string | null = null;
  packageId: string | null = null;
  consents: Consents = { terms: false, withdrawal: false, immediatePerformance: false };
  cardReady = false;
  cardErrorCode: string | null = null;
  /** After an order: succeeded (credits are there) or processing (the provider has not confirmed yet). */
  outcome: 'succeeded' | 'processing' | null = null;
  readonly order = new Submission();
  private card: CardPayments | null = null;
  /** One id per checkout attempt: a double click or a retry after a lost answer is the same payment. */
  private requestId = newRequestId();
  private readonly deps: {
    load: LoadBilling;
    purchase: PurchasePackage;
    receipt: DownloadReceipt;
    cards: CardPaymentsFactory;
    notifier: Notifier;
  };

  constructor(
    @inject(LoadBilling) load: LoadBilling,
    @inject(PurchasePackage) purchase: PurchasePackage,
    @inject(DownloadReceipt) receipt: DownloadReceipt,
    @inject(CardPaymentsFactory) cards: CardPaymentsFactory,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { load, purchase, receipt, cards, notifier };
    makeAutoObservable<this, 'deps' | 'card' | 'requestId'>(this, {
      deps: false,
      card: false,
      requestId: false,
      order: false,
    });
  }

  get totalCredits(): number {
    return this.credits.reduce((sum, c) => sum + c.credits, 0);
  }

  get canOrder(): boolean {
    return (
      this.packageId !== null &&
      this.cardReady &&
      this.consents.terms &&
      this.consents.withdrawal &&
      this.consents.immediatePerformance &&
      !this.order.submitting
    );
  }

  async load(): Promise<void> {
    this.loadErrorCode = null;
    try {
      const billing = await this.deps.load.execute();
      runInAction(() => {
        this.provider = billing.provider;
        this.payments = billing.payments;
        this.credits = billing.credits;
      });
    } catch (error) {
      runInAction(() => (this.loadErrorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  choose(packageId: string | null): void {
    if (packageId !== this.packageId) {
      this.packageId = packageId;
      this.outcome = null;
      this.order.reset();
      this.requestId = newRequestId();
    }
  }

  setConsent(key: keyof Consents, value: boolean): void {
    this.consents = { ...this.consents, [key]: value };
  }

  /** Mounts the provider's card form into the element (loading Stripe.js only now, when it is needed). */
  async mountCard(element: HTMLElement, locale: 'de' | 'en', texts: CardFormTexts): Promise<void> {
    if (!this.provider) return;
    this.unmountCard();
    const card = this.deps.cards.create(this.provider);
    this.card = card;
    try {
      await card.mount(element, { locale, texts });
      runInAction(() => {
        this.cardReady = true;
        this.cardErrorCode = null;
      });
    } catch {
      runInAction(() => (this.cardErrorCode = 'NETWORK_ERROR'));
    }
  }

  unmountCard(): void {
    this.card?.unmount();
    this.card = null;
    this.cardReady = false;
  }

  async placeOrder(messages: { succeeded: string }): Promise<void> {
    const card = this.card;
    const packageId = this.packageId;
    if (!card || !packageId) return;
    let result: Awaited<ReturnType<PurchasePackage['execute']>> | null = null;
    const ok = await this.order.run(async () => {
      result = await this.deps.purchase.execute({
        packageId,
        requestId: this.requestId,
        consents: this.consents,
        card,
      });
    });
    if (!ok) {
      // A declined card ends that payment; trying again is a new payment.
      if (this.order.failure.errorCode === 'PAYMENT_FAILED') this.requestId = newRequestId();
      return;
    }
    const outcome = result!;
    runInAction(() => (this.outcome = outcome.status));
    this.requestId = newRequestId();
    if (outcome.status === 'succeeded') this.deps.notifier.success(messages.succeeded);
    await this.load();
  }

  async downloadReceipt(paymentId: string, language: 'de' | 'en', failedMessage: string): Promise<void> {
    try {
      await this.deps.receipt.execute(paymentId, language);
    } catch {
      this.deps.notifier.error(failedMessage);
    }
  }
}
