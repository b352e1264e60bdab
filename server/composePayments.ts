import type { ServerConfig } from './config';
import type { chooseAdapters } from './chooseAdapters';
import { ListCredits } from './packages/ListCredits';
import { ListPackages } from './packages/ListPackages';
import { DemoCheckout } from './payments/DemoCheckout';
import { HandleProviderEvent } from './payments/HandleProviderEvent';
import { ListPayments } from './payments/ListPayments';
import { PaymentConfirmation } from './payments/PaymentConfirmation';
import { ReadPayment } from './payments/ReadPayment';
import { RecordPaymentOutcome } from './payments/RecordPaymentOutcome';
import { StartPayment } from './payments/StartPayment';
import { InvoicePdfPdfkit } from './payments/adapters/InvoicePdfPdfkit';
import type { Logger } from './platform/ports';

/**
 * Buying packages: the packages on offer and a person's credits, the gateway's payments and how they settle, their
 * confirmation with the invoice PDF, and the demo checkout.
 */
export function composePayments(
  config: ServerConfig,
  adapters: Awaited<ReturnType<typeof chooseAdapters>>,
  log: Logger,
) {
  const { uow, clock, mailer, gateway } = adapters;
  const invoicePdf = new InvoicePdfPdfkit();
  const confirmation = new PaymentConfirmation({
    repos: uow.repos,
    mailer,
    pdf: invoicePdf,
    operator: config.legal,
    publicUrl: config.publicUrl,
  });
  const recordPaymentOutcome = new RecordPaymentOutcome({ uow, clock, log, confirmation });
  return {
    provider: gateway.provider,
    invoicePdf,
    startPayment: new StartPayment({ uow, gateway, log }),
    recordPaymentOutcome,
    handleProviderEvent: new HandleProviderEvent({ uow, clock, log, confirmation, gateway }),
    listPayments: new ListPayments({ uow, clock }),
    readPayment: new ReadPayment({ uow }),
    demoCheckout: new DemoCheckout({ uow, outcome: recordPaymentOutcome, provider: gateway.provider, clock }),
    listPackages: new ListPackages({ uow }),
    listCredits: new ListCredits({ uow }),
  };
}

export type PaymentsUseCases = ReturnType<typeof composePayments>;
