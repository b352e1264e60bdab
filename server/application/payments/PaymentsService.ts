import { ApiError } from '../../domain/ApiError';
import type { PackageRecord } from '../../domain/package';
import type { Payment, PaymentProvider } from '../../../src/domain/payment';
import { invoiceYear, type PaymentRecord } from '../../domain/payment';
import type { UserRecord } from '../../domain/user';
import type { Clock, Logger, Repositories, UnitOfWork } from '../shared/ports';
import type { PaymentConfirmation } from './PaymentConfirmation';
import { paymentView } from './paymentView';
import type { PaymentGateway } from './ports';

/** A checkout left open this long without a confirmed card counts as abandoned. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;
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

/** What payments read and write: the payments, the packages they buy and the credit ledger. */
type UsedRepositories = 'ledger' | 'packages' | 'payments';
type PaymentRepositories = Pick<Repositories, UsedRepositories>;

/**
 * Purchases of packages: the amount always comes from the package on the server; a payment's status only moves
 * forward (the repository enforces the state machine in SQL); a success credits the package once and takes the
 * year's next invoice number in the same transaction, so nothing is credited twice and no number is lost.
 */
export class PaymentsService {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<UsedRepositories>;
      gateway: PaymentGateway;
      clock: Clock;
      log: Logger;
      confirmation?: PaymentConfirmation;
    },
  ) {}

  get provider(): PaymentProvider {
    return this.deps.gateway.provider;
  }

  /** A repeated request with the same requestId (a double click, a retry) returns the same payment. */
  async createIntent(
    user: UserRecord,
    packageId: string,
    requestId: string,
    billing: { name?: string; address?: string } = {},
  ): Promise<{ provider: PaymentProvider; clientSecret: string; paymentId: string }> {
    const { repos } = this.deps.uow;
    const pkg = await repos.packages.findById(packageId);
    if (!pkg || !pkg.active)
      throw ApiError.validation([{ field: 'packageId', code: 'invalid', message: 'This package cannot be bought' }]);
    const idempotencyKey = `${user.id}:${requestId}`;
    let payment = await repos.payments.findByIdempotencyKey(idempotencyKey);
    if (payment && payment.packageId !== pkg.id)
      throw new ApiError(409, 'CONFLICT', 'This request id was used for another package');
    if (payment && payment.status !== 'pending' && payment.status !== 'requires_action') {
      throw new ApiError(409, 'CONFLICT', 'This payment is already finished');
    }
    if (!payment) {
      try {
        payment = await repos.payments.create({
          userId: user.id,
          packageId: pkg.id,
          amountCents: pkg.priceCents,
          currency: pkg.currency,
          provider: this.deps.gateway.provider,
          idempotencyKey,
          billingName: billing.name?.trim() || `${user.name} ${user.lastname}`.trim(),
          billingAddress: billing.address?.trim() || null,
        });
      } catch {
        // Two clicks raced to insert: the unique key let one through; use that one.
        payment = await repos.payments.findByIdempotencyKey(idempotencyKey);
        if (!payment) throw new ApiError(409, 'CONFLICT', 'Please try again');
      }
    }
    let intent: { providerRef: string; clientSecret: string };
    try {
      intent = await this.deps.gateway.createIntent({
        paymentId: payment.id,
        amountCents: payment.amountCents,
        currency: payment.currency,
        userId: user.id,
        packageId: pkg.id,
      });
    } catch (error) {
      this.deps.log.error({ err: error, paymentId: payment.id }, 'creating the payment intent failed');
      throw new ApiError(502, 'PAYMENT_FAILED', 'The payment provider is not reachable right now; nothing was charged');
    }
    if (payment.providerRef !== intent.providerRef) await repos.payments.setProviderRef(payment.id, intent.providerRef);
    return { provider: this.deps.gateway.provider, clientSecret: intent.clientSecret, paymentId: payment.id };
  }

  /** Payment done: credits once and numbers the invoice. Safe to call any number of times, concurrently. */
  async markSucceeded(paymentId: string): Promise<void> {
    const paid = await this.deps.uow.transaction((repos) => this.succeed(repos, paymentId));
    if (paid) await this.confirm(paid);
  }

  markFailed(paymentId: string): Promise<void> {
    return this.deps.uow.transaction(async (repos) => void (await repos.payments.transition(paymentId, 'failed')));
  }

  markRequiresAction(paymentId: string): Promise<void> {
    return this.deps.uow.transaction(
      async (repos) => void (await repos.payments.transition(paymentId, 'requires_action')),
    );
  }

  /**
   * A provider's event, handled at most once: its id is recorded in the same transaction as its effect, so a
   * failure rolls both back and the provider's retry does the work. The payment is the one whose provider id the event
   * names (our answer with the client secret left only after that id was stored), never one named in metadata; a
   * success credits only when the amount and currency received are the payment's. Events about payments that are not
   * ours (another integration on the same account) are acknowledged and ignored.
   */
  async handleProviderEvent(event: ProviderEvent): Promise<void> {
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
        return this.succeed(repos, payment.id);
      }
      if (event.type === 'payment_intent.payment_failed') await repos.payments.transition(payment.id, 'failed');
      else if (event.type === 'charge.refunded') await this.refund(repos, payment.id);
      return null;
    });
    if (paid) await this.confirm(paid);
  }

  /**
   * "Ihre Zahlungen": what was paid, failed or refunded, and a payment still under way. A checkout opened and left
   * (still pending after an hour, no card ever confirmed) is no payment: it stays out of the list (and out of nobody's
   * books — it never took money).
   */
  async list(user: UserRecord): Promise<Payment[]> {
    const [payments, packages] = await Promise.all([
      this.deps.uow.repos.payments.listByUser(user.id),
      this.deps.uow.repos.packages.listActive(),
    ]);
    const abandonedBefore = this.deps.clock.now().getTime() - ABANDONED_AFTER_MS;
    const shown = payments.filter((p) => p.status !== 'pending' || p.createdAt.getTime() > abandonedBefore);
    return Promise.all(shown.map((p) => this.view(p, packages)));
  }

  async get(user: UserRecord, paymentId: string): Promise<Payment> {
    return this.view(await this.owned(user, paymentId), await this.deps.uow.repos.packages.listActive());
  }

  async owned(user: UserRecord, paymentId: string): Promise<PaymentRecord> {
    const payment = await this.deps.uow.repos.payments.findById(paymentId);
    if (!payment || payment.userId !== user.id) throw ApiError.notFound('Payment');
    return payment;
  }

  /** The payment as it stands after this call credited it; null when another call did (or nothing was due). */
  private async succeed(repos: PaymentRepositories, paymentId: string): Promise<PaymentRecord | null> {
    const now = this.deps.clock.now();
    const payment = await repos.payments.transition(paymentId, 'succeeded', { paidAt: now });
    if (!payment) return null; // unknown, already succeeded, or refunded: nothing to credit
    const pkg = await repos.packages.findById(payment.packageId);
    if (!pkg) throw new Error(`package ${payment.packageId} of payment ${payment.id} is missing`);
    const invoiceNumber = await repos.payments.assignInvoiceNumber(payment.id, invoiceYear(now));
    if (payment.userId) {
      await repos.ledger.append({
        userId: payment.userId,
        packageId: pkg.id,
        amount: pkg.adCredits,
        reason: 'purchase',
        paymentId: payment.id,
      });
    }
    return { ...payment, invoiceNumber };
  }

  /** Once per payment, after its transaction committed: the buyer's mail with the invoice. */
  private async confirm(payment: PaymentRecord): Promise<void> {
    if (!this.deps.confirmation || !payment.userId) return;
    try {
      await this.deps.confirmation.send(
        await this.view(payment, await this.deps.uow.repos.packages.listActive()),
        payment.userId,
      );
    } catch (err) {
      // The payment and its credits are committed; a lost mail must not turn that into an error.
      this.deps.log.error(
        { err, paymentId: payment.id },
        'the payment confirmation mail could not be queued; the invoice stays downloadable',
      );
    }
  }

  /** A refund takes the package's credits back (once); if it comes before the success, no credit is ever given. */
  private async refund(repos: PaymentRepositories, paymentId: string): Promise<void> {
    const before = await repos.payments.lock(paymentId);
    if (!before || !(await repos.payments.transition(paymentId, 'refunded'))) return;
    if (before.status === 'succeeded' && before.userId) {
      const pkg = await repos.packages.findById(before.packageId);
      await repos.ledger.append({
        userId: before.userId,
        packageId: before.packageId,
        amount: -(pkg?.adCredits ?? 0),
        reason: 'chargeback',
        paymentId: before.id,
      });
    }
  }

  private async view(payment: PaymentRecord, active: PackageRecord[]): Promise<Payment> {
    const pkg =
      active.find((p) => p.id === payment.packageId) ??
      (await this.deps.uow.repos.packages.findById(payment.packageId));
    return paymentView(payment, pkg ?? null);
  }
}
