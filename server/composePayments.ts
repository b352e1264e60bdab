import type { ServerConfig } from './config';
import type { chooseAdapters } from './chooseAdapters';
import { ListCredits } from './application/packages/ListCredits';
import { ListPackages } from './application/packages/ListPackages';
import { DemoCheckout } from './application/payments/DemoCheckout';
import { PaymentConfirmation } from './application/payments/PaymentConfirmation';
import { PaymentsService } from './application/payments/PaymentsService';
import type { Logger } from './application/shared/ports';
import { InvoicePdfPdfkit } from './infrastructure/payments/InvoicePdfPdfkit';

/** Buying packages: the packages on offer and a person's credits, the gateway's payments, their confirmation with the invoice PDF, and the demo checkout. */
export function composePayments(
  config: ServerConfig,
  adapters: Awaited<ReturnType<typeof chooseAdapters>>,
  log: Logger,
) {
  const { uow, clock, mailer } = adapters;
  const invoicePdf = new InvoicePdfPdfkit();
  const confirmation = new PaymentConfirmation({
    repos: uow.repos,
    mailer,
    pdf: invoicePdf,
    operator: config.legal,
    publicUrl: config.publicUrl,
  });
  const payments = new PaymentsService({ uow, gateway: adapters.gateway, clock, log, confirmation });
  return {
    invoicePdf,
    payments,
    demoCheckout: new DemoCheckout({ uow, payments, clock }),
    listPackages: new ListPackages({ uow }),
    listCredits: new ListCredits({ uow }),
  };
}
