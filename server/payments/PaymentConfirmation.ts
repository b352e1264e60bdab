import type { Mailer, Operator, Repositories } from '../platform/ports';
import { paymentMail } from './paymentMail';
import { invoiceContent } from './invoiceContent';
import type { InvoicePdf } from './ports';
import type { Payment } from '../../src/domain/payment';

/**
 * After a payment succeeded (and only after its transaction committed): the buyer's confirmation mail with the
 * invoice PDF. The caller logs a failure; it costs the mail, never the payment, and the invoice stays downloadable.
 */
export class PaymentConfirmation {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'users'>;
      mailer: Mailer;
      pdf: InvoicePdf;
      operator: Operator;
      publicUrl: string;
    },
  ) {}

  async send(payment: Payment, userId: string): Promise<void> {
    const user = await this.deps.repos.users.findById(userId);
    if (!user || !payment.invoice) return;
    const language = user.language;
    const pdf = await this.deps.pdf.render(invoiceContent(payment, this.deps.operator, language));
    const amount = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
      style: 'currency',
      currency: payment.currency,
    }).format(payment.amountCents / 100);
    await this.deps.mailer.send(
      paymentMail({
        to: user.email,
        name: user.name,
        language,
        packageName: payment.packageName[language],
        amount,
        invoiceNumber: payment.invoice.number,
        billingUrl: `${this.deps.publicUrl}/app/billing`,
        invoice: {
          filename: `${payment.invoice.number}.pdf`,
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      }),
    );
  }
}
