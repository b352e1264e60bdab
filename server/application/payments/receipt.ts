import type { PaymentView } from './PaymentsService';
import type { Operator } from '../shared/ports';

const TEXT = {
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    customer: 'Kunde',
    item: 'Leistung',
    itemText: (name: string) => `Anzeigenpaket „${name}“ (digitale Dienstleistung, sofort erbracht)`,
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
    customer: 'Customer',
    item: 'Service',
    itemText: (name: string) => `Ad package “${name}” (digital service, performed immediately)`,
    net: 'Net amount',
    vat: (rate: number) => `VAT ${rate} %`,
    gross: 'Total',
    paid: (provider: string) => `Paid by card (${provider}).`,
    refunded: 'This payment was refunded.',
    demo: 'Demo — no real charge.',
    vatId: 'VAT ID',
  },
} as const;

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A self-contained, printable receipt with everything § 14 UStG asks of an invoice for a small amount; the buyer as frozen at payment. */
export function receiptHtml(payment: PaymentView, operator: Operator, lang: 'de' | 'en'): string {
  const t = TEXT[lang];
  const money = (cents: number) => new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: payment.currency }).format(cents / 100);
  const date = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long' }).format(new Date(payment.paidAt ?? payment.createdAt));
  const invoice = payment.invoice!;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${t.title} ${escape(invoice.number)}</title>
<style>body{font-family:system-ui,sans-serif;color:#1d2327;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.5}table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #d5dadd;text-align:left}td.n{text-align:right}.muted{color:#4f5b62}</style></head>
<body>
<p class="muted">${escape(operator.company)} · ${escape(operator.street)} · ${escape(operator.city)}</p>
<h1>${t.title}</h1>
<table><tbody>
<tr><th>${t.number}</th><td>${escape(invoice.number)}</td></tr>
<tr><th>${t.date}</th><td>${date}</td></tr>
<tr><th>${t.customer}</th><td>${[payment.billing.name, ...(payment.billing.address ?? '').split('\n')].filter(Boolean).map(escape).join('<br>')}</td></tr>
</tbody></table>
<h2>${t.item}</h2>
<table><tbody>
<tr><td>${escape(t.itemText(payment.packageName[lang]))}</td><td class="n">${money(invoice.netCents)}</td></tr>
<tr><td>${t.net}</td><td class="n">${money(invoice.netCents)}</td></tr>
<tr><td>${t.vat(invoice.vatRate)}</td><td class="n">${money(invoice.vatCents)}</td></tr>
<tr><th>${t.gross}</th><th class="n">${money(payment.amountCents)}</th></tr>
</tbody></table>
<p>${t.paid(payment.provider === 'demo' ? 'Demo' : 'Stripe')}${payment.provider === 'demo' ? ` ${t.demo}` : ''}${payment.status === 'refunded' ? ` ${t.refunded}` : ''}</p>
<p class="muted">${escape(operator.company)}, ${escape(operator.representative)} · ${escape(operator.register)} · ${t.vatId} ${escape(operator.vatId)} · ${escape(operator.email)} · ${escape(operator.phone)}</p>
</body></html>`;
}
