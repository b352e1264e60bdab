import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { invoiceContent } from '../../server/application/payments/invoiceContent';
import { receiptHtml } from '../../server/application/payments/receipt';
import type { PaymentView } from '../../server/application/payments/PaymentsService';
import type { Operator } from '../../server/application/shared/ports';

// What an invoice says (§ 14 Abs. 4 UStG), as the PDF and the printable page both show it: no server needed.
const operator: Operator = {
  company: 'Inserat GmbH',
  representative: 'Geschäftsführerin Jana Beispiel',
  street: 'Torstraße 1',
  city: '10119 Berlin',
  email: 'rechnung@inserat.de',
  phone: '+49 30 1234567',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  vatId: 'DE123456789',
};
const payment: PaymentView = {
  id: 'pay-1',
  packageId: 'plus',
  packageName: { de: 'Plus', en: 'Plus' },
  amountCents: 2490,
  currency: 'EUR',
  provider: 'stripe',
  status: 'succeeded',
  createdAt: '2026-03-01T22:30:00Z',
  paidAt: '2026-03-31T22:30:00Z',
  billing: { name: ' Jürgen Größer ', address: 'Königsallee 1\n\n 40212 Düsseldorf ' },
  invoice: { number: 'INS-2026-000007', netCents: 2092, vatCents: 398, vatRate: 19 },
};

describe('an invoice’s content', () => {
  it('names seller, buyer, number, the German date of payment as invoice and supply date, and the VAT id', () => {
    const content = invoiceContent(payment, operator, 'de');
    expect(content).toMatchObject({ language: 'de', title: 'Rechnung', number: 'INS-2026-000007', itemHeading: 'Leistung' });
    expect(content.sellerLine).toBe('Inserat GmbH · Torstraße 1 · 10119 Berlin');
    expect(content.buyer).toEqual({ label: 'Rechnungsempfänger', lines: ['Jürgen Größer', 'Königsallee 1', '40212 Düsseldorf'] });
    // Paid at 22:30 UTC on 31 March: in Berlin that is already 1 April.
    expect(content.facts).toEqual([
      { label: 'Rechnungsnummer', value: 'INS-2026-000007' },
      { label: 'Rechnungsdatum', value: '1. April 2026' },
      { label: 'Leistungszeitpunkt', value: '1. April 2026' },
      { label: 'USt-IdNr.', value: 'DE123456789' },
    ]);
  });

  it('lists the service, net, VAT and gross, the gross marked as the total', () => {
    const lines = invoiceContent(payment, operator, 'de').lines.map((l) => ({ ...l, amount: l.amount.replace(/\s/g, ' ') }));
    expect(lines).toEqual([
      { label: '1 × Anzeigenpaket „Plus“ (digitale Dienstleistung, mit der Zahlung erbracht)', amount: '20,92 €' },
      { label: 'Nettobetrag', amount: '20,92 €' },
      { label: 'Umsatzsteuer 19 %', amount: '3,98 €' },
      { label: 'Gesamtbetrag', amount: '24,90 €', total: true },
    ]);
  });

  it('says how it was paid, that a demo charged nothing and that a refund happened', () => {
    expect(invoiceContent(payment, operator, 'de').note).toBe('Bezahlt per Karte (Stripe).');
    expect(invoiceContent({ ...payment, provider: 'demo' }, operator, 'en').note).toBe('Paid by card (Demo). Demo — no real charge.');
    expect(invoiceContent({ ...payment, status: 'refunded' }, operator, 'en').note).toBe('Paid by card (Stripe). This payment was refunded.');
  });

  it('carries the seller’s legal details at its foot, leaving out what is not set', () => {
    expect(invoiceContent(payment, operator, 'en').footer).toEqual([
      'Inserat GmbH, Geschäftsführerin Jana Beispiel, Torstraße 1, 10119 Berlin',
      'Amtsgericht Berlin-Charlottenburg, HRB 000000 · VAT ID DE123456789 · rechnung@inserat.de · +49 30 1234567',
    ]);
    const small = invoiceContent(payment, { ...operator, representative: '', register: '', vatId: '', phone: '' }, 'en');
    expect(small.footer).toEqual(['Inserat GmbH, Torstraße 1, 10119 Berlin', 'rechnung@inserat.de']);
    expect(small.facts.map((f) => f.label)).toEqual(['Invoice number', 'Invoice date', 'Date of supply']);
  });

  it('in English, dated by creation while not yet paid, with the buyer’s name alone when no address was given', () => {
    const content = invoiceContent({ ...payment, paidAt: null, billing: { name: 'Ann Smith', address: null } }, operator, 'en');
    expect(content.facts[1]).toEqual({ label: 'Invoice date', value: '1 March 2026' });
    expect(content.buyer.lines).toEqual(['Ann Smith']);
    expect(content.lines[0]!.label).toBe('1 × ad package “Plus” (digital service, supplied with the payment)');
    expect(content.lines[2]!.label).toBe('VAT 19 %');
  });

  it('does not exist for a payment without an invoice', () => {
    expect(() => invoiceContent({ ...payment, invoice: null }, operator, 'de')).toThrow('payment pay-1 has no invoice yet');
  });
});

describe('the printable invoice (HTML beside the PDF)', () => {
  const page = (html: string) => new JSDOM(html).window.document;
  const rows = (table: Element) => [...table.querySelectorAll('tr')].map((row) => [...row.children].map((cell) => `${cell.tagName}:${cell.textContent}`));

  it('shows every line of the invoice in its language, the total as a heading row, the legal details at its foot', () => {
    const content = invoiceContent(payment, operator, 'de');
    const document = page(receiptHtml(content));
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Rechnung INS-2026-000007');
    expect(document.querySelector('h1')?.textContent).toBe('Rechnung');
    expect(document.querySelector('h2')?.textContent).toBe('Leistung');
    const [parties, items] = [...document.querySelectorAll('table')];
    expect(rows(parties!)).toEqual([
      ['TH:Rechnungsempfänger', 'TD:Jürgen GrößerKönigsallee 140212 Düsseldorf'],
      ['TH:Rechnungsnummer', 'TD:INS-2026-000007'],
      ['TH:Rechnungsdatum', 'TD:1. April 2026'],
      ['TH:Leistungszeitpunkt', 'TD:1. April 2026'],
      ['TH:USt-IdNr.', 'TD:DE123456789'],
    ]);
    // The buyer's address keeps its lines.
    expect(parties!.querySelectorAll('td')[0]!.innerHTML).toBe('Jürgen Größer<br>Königsallee 1<br>40212 Düsseldorf');
    expect(rows(items!).map((cells) => cells.map((cell) => cell.replace(/\s/g, ' ')))).toEqual([
      ['TD:1 × Anzeigenpaket „Plus“ (digitale Dienstleistung, mit der Zahlung erbracht)', 'TD:20,92 €'],
      ['TD:Nettobetrag', 'TD:20,92 €'],
      ['TD:Umsatzsteuer 19 %', 'TD:3,98 €'],
      ['TH:Gesamtbetrag', 'TH:24,90 €'],
    ]);
    const paragraphs = [...document.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([content.sellerLine, 'Bezahlt per Karte (Stripe).', ...content.footer]);
  });

  it('prints what a buyer typed as text, never as markup', () => {
    const typed = { ...payment, billing: { name: '<img src=x onerror=alert(1)> & "Co"', address: "O'Brien <b>Str.</b> 1" } };
    const document = page(receiptHtml(invoiceContent(typed, operator, 'en')));
    expect(document.querySelector('img, b, script')).toBeNull();
    expect(document.querySelector('td')!.textContent).toBe('<img src=x onerror=alert(1)> & "Co"O\'Brien <b>Str.</b> 1');
  });
});
