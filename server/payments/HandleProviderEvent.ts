import type { Logger, UnitOfWork } from '../platform/ports';
import type { PaymentRecord } from './domain/payment';
import { confirmPayment, refundPayment, succeedPayment, type SettlementDeps } from './paymentSettlement';
import type { PaymentGateway } from './ports';

/** A verified provider event (Stripe webhook). */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The provider's own id of the payment (Stripe: the PaymentIntent), stored with ours when it was made. */
  providerRef: string;
  /** What the provider says was paid; a success credits only when it is the payment's amount and currency. */
  amountCents: number | null;
  currency: string | null;
}

export class HandleProviderEvent {
  constructor(
    private readonly deps: SettlementDeps & {
      gateway: Pick<PaymentGateway, 'provider'>;
      log: Logger;
      uow: UnitOfWork<'ledger' | 'packages' | 'payments'>;
    },
  ) {}

  /**
   * A provider's event, handled at most once: its id is recorded in the same transaction as its effect, so a
   * failure rolls both back and the provider's retry does the work. The payment is the one whose provider id the event
   * names (our answer with the client secret left only after that id was stored), never one named in metadata; a
   * success credits only when the amount and currency received are the payment's. Events about payments that are not
   * ours (another integration on the same account) are acknowledged and ignored.
   */
  async execute(event: ProviderEvent): Promise<void> {
    const paid = await this.deps.uow.transaction(async (repos): Promise<PaymentRecord | null> => {
      if (!(await repos.payments.markEventProcessed(event.id))) return null;
      const payment = event.providerRef
        ? await repos.payments.findByProviderRef(this.deps.gateway.provider, event.providerRef)
        : null;
      if (!payment) {
        this.deps.log.warn(
          { eventId: event.id, type: event.type },
          'provider event for a payment that is not ours; acknowledged',
        );
        return null;
      }
      if (event.type === 'payment_intent.succeeded') {
        if (event.amountCents !== payment.amountCents || event.currency !== payment.currency.toUpperCase()) {
          const received = { amountCents: event.amountCents, currency: event.currency };
          this.deps.log.error(
            {
              eventId: event.id,
              paymentId: payment.id,
              received,
              due: { amountCents: payment.amountCents, currency: payment.currency },
            },
            'a success for another amount than the payment is due: not credited',
          );
          return null;
        }
        return succeedPayment(this.deps, repos, payment.id);
      }
      if (event.type === 'payment_intent.payment_failed') await repos.payments.transition(payment.id, 'failed');
      else if (event.type === 'charge.refunded') await refundPayment(repos, payment.id);
      return null;
    });
    if (paid) await confirmPayment(this.deps, paid);
  }
}
