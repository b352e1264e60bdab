import { Type, type Static } from 'typebox';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../paymentValues';
import { Localized, Nullable, StringEnum } from './schema';

export const PaymentSchema = Type.Object({
  id: Type.String(),
  packageId: Type.String(),
  packageName: Localized,
  amountCents: Type.Integer(),
  currency: Type.String(),
  provider: StringEnum(PAYMENT_PROVIDERS),
  status: StringEnum(PAYMENT_STATUSES),
  createdAt: Type.String(),
  paidAt: Nullable(Type.String()),
  billing: Type.Object({ name: Type.String(), address: Nullable(Type.String()) }),
  invoice: Nullable(
    Type.Object({ number: Type.String(), netCents: Type.Integer(), vatCents: Type.Integer(), vatRate: Type.Integer() }),
  ),
});

export const DemoOutcomeSchema = Type.Object({ status: Type.String(), reason: Nullable(Type.String()) });

export type Payment = Static<typeof PaymentSchema>;
