import type { Language } from '../accounts/ports';
import type { MailAttachment, MailMessage } from '../platform/ports';
import { escapeHtml } from '../platform/mailTemplates';

const TEXTS = {
  de: {
    subject: (number: string) => `Ihre Zahlung bei Inserat – Rechnung ${number}`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (pkg: string, amount: string) =>
      `vielen Dank für Ihren Kauf des Anzeigenpakets „${pkg}“ über ${amount}. Die Zahlung ist eingegangen, das Guthaben steht Ihnen ab sofort zur Verfügung.`,
    attached:
      'Die Rechnung finden Sie als PDF im Anhang. Sie können sie jederzeit auch unter „Pakete & Rechnungen“ herunterladen:',
  },
  en: {
    subject: (number: string) => `Your payment at Inserat – invoice ${number}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (pkg: string, amount: string) =>
      `thank you for buying the ad package “${pkg}” for ${amount}. We have received the payment and the credits are yours to use now.`,
    attached: 'The invoice is attached as a PDF. You can also download it at any time under “Packages & invoices”:',
  },
} as const;

/** The buyer's confirmation of a successful payment, with the invoice PDF attached. */
export function paymentMail(input: {
  to: string;
  name: string;
  language: Language;
  packageName: string;
  amount: string;
  invoiceNumber: string;
  billingUrl: string;
  invoice: MailAttachment;
}): MailMessage {
  const t = TEXTS[input.language];
  const text = [
    t.greeting(input.name),
    '',
    t.intro(input.packageName, input.amount),
    '',
    t.attached,
    input.billingUrl,
    '',
    '— Inserat',
  ].join('\n');
  const html = `<!doctype html><html lang="${input.language}"><body style="font-family:system-ui,sans-serif;color:#1d2327;line-height:1.5">
<p>${escapeHtml(t.greeting(input.name))}</p>
<p>${escapeHtml(t.intro(input.packageName, input.amount))}</p>
<p>${escapeHtml(t.attached)}<br><a href="${escapeHtml(input.billingUrl)}">${escapeHtml(input.billingUrl)}</a></p>
<p>— Inserat</p>
</body></html>`;
  return { to: input.to, subject: t.subject(input.invoiceNumber), text, html, attachments: [input.invoice] };
}
