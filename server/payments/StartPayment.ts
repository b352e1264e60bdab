import type { PaymentProvider } from '../../src/domain/payment';
import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';
import type { Logger, UnitOfWork } from '../platform/ports';
import type { PaymentGateway } from './ports';

/**
 * A purchase of a package begins: the amount always comes from the package on the server, and the gateway is asked
 * for a payment of it.
 */
export class StartPayment {
  constructor(
    private readonly deps: { uow: UnitOfWork<'packages' | 'payments'>; gateway: PaymentGateway; log: Logger },
  ) {}

  /** A repeated request with the same requestId (a double click, a retry) returns the same payment. */
  async execute(
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
}
