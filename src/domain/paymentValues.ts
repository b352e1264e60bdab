export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;

/** Where a payment stands; server/payments/domain/payment.ts says which status may follow which. */
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'refunded'] as const;
