import { GERMAN_TIME_ZONE } from '../../src/domain/calendar';
import type { Language } from '../accounts/ports';
import type { Operator } from '../platform/ports';
import type { Payment } from '../../src/domain/payment';

const TEXT = {
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    supplied: 'Leistungszeitpunkt',
    customer: 'Rechnungsempfänger',
    item: 'Leistung',
    quantity: 'Menge',
    itemText: (name: string) => `1 × Anzeigenpaket „${name}“ (digitale Dienstleistung, mit der Zahlung erbracht)`,
    net: 'Nettobetrag',
    vat: (rate: number) => `Umsatzsteuer ${rate} %`,
    gross: 'Gesamtbetrag',
    paid: (provider: string) => `Bezahlt per Karte (${provider}).`,
    refunded: 'Diese Zahlung wurde erstattet.',
    demo: 'Demo — keine echte Belastung.',
    vatId: 'USt-IdNr.',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    supplied: 'Date of supply',
    customer: 'Billed to',
    item: 'Service',
    quantity: 'Quantity',
    itemText: (name: string) => `1 × ad package “${name}” (digital service, supplied with the payment)`,
    net: 'Net amount',
    vat: (rate: number) => `VAT ${rate} %`,
    gross: 'Total',
    paid: (provider: string) => `Paid by card (${provider}).`,
    refunded: 'This payment was refunded.',
    demo: 'Demo — no real charge.',
    vatId: 'VAT ID',
  },
} as const;

/** One line of the invoice's sums: a label and an amount already written as money. */
export interface InvoiceLine {
  label: string;
  amount: string;
  total?: boolean;
}

/**
 * What an invoice says, in the reader's language, once for every form it takes (the printable HTML view, the PDF):
 * the fields § 14 Abs. 4 UStG asks for — the seller's full name, address and VAT id, the buyer's name and address,
 * the date, a unique number, the kind and quantity of the service, when it was supplied, the net amount, the rate
 * and amount of VAT and the gross amount.
 */
export interface InvoiceContent {
  language: Language;
  title: string;
  number: string;
  /** The seller as one line above the address field. */
  sellerLine: string;
  buyer: { label: string; lines: string[] };
  facts: { label: string; value: string }[];
  itemHeading: string;
  lines: InvoiceLine[];
  note: string;
  /** The seller's legal details for the foot of the page. */
  footer: string[];
}

export function invoiceContent(payment: Payment, operator: Operator, language: Language): InvoiceContent {
  const invoice = payment.invoice;
  if (!invoice) throw new Error(`payment ${payment.id} has no invoice yet`);
  const t = TEXT[language];
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: payment.currency }).format(cents / 100);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: GERMAN_TIME_ZONE }).format(
    new Date(payment.paidAt ?? payment.createdAt),
  );
  const demo = payment.provider === 'demo';
  return {
    language,
    title: t.title,
    number: invoice.number,
    sellerLine: [operator.company, operator.street, operator.city].filter(Boolean).join(' · '),
    buyer: {
      label: t.customer,
      lines: [payment.billing.name, ...(payment.billing.address ?? '').split('\n')]
        .map((line) => line.trim())
        .filter(Boolean),
    },
    facts: [
      { label: t.number, value: invoice.number },
      { label: t.date, value: date },
      { label: t.supplied, value: date },
      { label: t.vatId, value: operator.vatId },
    ].filter((fact) => fact.value !== ''),
    itemHeading: t.item,
    lines: [
      { label: t.itemText(payment.packageName[language]), amount: money(invoice.netCents) },
      { label: t.net, amount: money(invoice.netCents) },
      { label: t.vat(invoice.vatRate), amount: money(invoice.vatCents) },
      { label: t.gross, amount: money(payment.amountCents), total: true },
    ],
    note: [t.paid(demo ? 'Demo' : 'Stripe'), demo ? t.demo : '', payment.status === 'refunded' ? t.refunded : '']
      .filter(Boolean)
      .join(' '),
    footer: [
      [operator.company, operator.representative, operator.street, operator.city].filter(Boolean).join(', '),
      [operator.register, operator.vatId ? `${t.vatId} ${operator.vatId}` : '', operator.email, operator.phone]
        .filter(Boolean)
        .join(' · '),
    ],
  };
}
