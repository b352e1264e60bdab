import { describe, expect, it } from 'vitest';
import { invoiceContent } from '../../server/payments/invoiceContent';
import { receiptHtml } from '../../server/payments/receipt';
import type { Payment } from '../../src/domain/payment';
import type { Operator } from '../../server/platform/ports';

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
const payment: Payment = {
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
    expect(content).toMatchObject({
      language: 'de',
      title: 'Rechnung',
      number: 'INS-2026-000007',
      itemHeading: 'Leistung',
    });
    expect(content.sellerLine).toBe('Inserat GmbH · Torstraße 1 · 10119 Berlin');
    expect(content.buyer).toEqual({
      label: 'Rechnungsempfänger',
      lines: ['Jürgen Größer', 'Königsallee 1', '40212 Düsseldorf'],
    });
    // Paid at 22:30 UTC on 31 March: in Berlin that is already 1 April.
    expect(content.facts).toEqual([
      { label: 'Rechnungsnummer', value: 'INS-2026-000007' },
      { label: 'Rechnungsdatum', value: '1. April 2026' },
      { label: 'Leistungszeitpunkt', value: '1. April 2026' },
      { label: 'USt-IdNr.', value: 'DE123456789' },
    ]);
  });

  it('lists the service, net, VAT and gross, the gross marked as the total', () => {
    const lines = invoiceContent(payment, operator, 'de').lines.map((l) => ({
      ...l,
      amount: l.amount.replace(/\s/g, ' '),
    }));
    expect(lines).toEqual([
      { label: '1 × Anzeigenpaket „Plus“ (digitale Dienstleistung, mit der Zahlung erbracht)', amount: '20,92 €' },
      { label: 'Nettobetrag', amount: '20,92 €' },
      { label: 'Umsatzsteuer 19 %', amount: '3,98 €' },
      { label: 'Gesamtbetrag', amount: '24,90 €', total: true },
    ]);
  });

  it('says how it was paid, that a demo charged nothing and that a refund happened', () => {
    expect(invoiceContent(payment, operator, 'de').note).toBe('Bezahlt per Karte (Stripe).');
    expect(invoiceContent({ ...payment, provider: 'demo' }, operator, 'en').note).toBe(
      'Paid by card (Demo). Demo — no real charge.',
    );
    expect(invoiceContent({ ...payment, status: 'refunded' }, operator, 'en').note).toBe(
      'Paid by card (Stripe). This payment was refunded.',
    );
  });

  it('carries the seller’s legal details at its foot, leaving out what is not set', () => {
    expect(invoiceContent(payment, operator, 'en').footer).toEqual([
      'Inserat GmbH, Geschäftsführerin Jana Beispiel, Torstraße 1, 10119 Berlin',
      'Amtsgericht Berlin-Charlottenburg, HRB 000000 · VAT ID DE123456789 · rechnung@inserat.de · +49 30 1234567',
    ]);
    const small = invoiceContent(
      payment,
      { ...operator, representative: '', register: '', vatId: '', phone: '' },
      'en',
    );
    expect(small.footer).toEqual(['Inserat GmbH, Torstraße 1, 10119 Berlin', 'rechnung@inserat.de']);
    expect(small.facts.map((f) => f.label)).toEqual(['Invoice number', 'Invoice date', 'Date of supply']);
    // The line above the title: the seller as far as known, without empty places between the dots.
    expect(invoiceContent(payment, operator, 'de').sellerLine).toBe('Inserat GmbH · Torstraße 1 · 10119 Berlin');
    expect(invoiceContent(payment, { ...operator, street: '' }, 'de').sellerLine).toBe('Inserat GmbH · 10119 Berlin');
  });

  it('in English, dated by creation while not yet paid, with the buyer’s name alone when no address was given', () => {
    const content = invoiceContent(
      { ...payment, paidAt: null, billing: { name: 'Ann Smith', address: null } },
      operator,
      'en',
    );
    expect(content.facts[1]).toEqual({ label: 'Invoice date', value: '1 March 2026' });
    expect(content.buyer.lines).toEqual(['Ann Smith']);
    expect(content.lines[0]!.label).toBe('1 × ad package “Plus” (digital service, supplied with the payment)');
    expect(content.lines[2]!.label).toBe('VAT 19 %');
  });

  it('does not exist for a payment without an invoice', () => {
    expect(() => invoiceContent({ ...payment, invoice: null }, operator, 'de')).toThrow(
      'payment pay-1 has no invoice yet',
    );
  });
});

describe('the printable invoice (HTML beside the PDF)', () => {
  const rows = (html: string) => (html.match(/<tr>.*?<\/tr>/g) ?? []).map((row) => row.replace(/\s/g, ' '));

  it('shows every line of the invoice in its language, the total as a heading row, the legal details at its foot', () => {
    const content = invoiceContent(payment, operator, 'de');
    const html = receiptHtml(content);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="de">/);
    expect(html).toContain('<title>Rechnung INS-2026-000007</title>');
    expect(html).toContain('<h1>Rechnung</h1>');
    expect(html).toContain('<h2>Leistung</h2>');
    expect(rows(html)).toEqual([
      // The buyer's address keeps its lines.
      '<tr><th>Rechnungsempfänger</th><td>Jürgen Größer<br>Königsallee 1<br>40212 Düsseldorf</td></tr>',
      '<tr><th>Rechnungsnummer</th><td>INS-2026-000007</td></tr>',
      '<tr><th>Rechnungsdatum</th><td>1. April 2026</td></tr>',
      '<tr><th>Leistungszeitpunkt</th><td>1. April 2026</td></tr>',
      '<tr><th>USt-IdNr.</th><td>DE123456789</td></tr>',
      '<tr><td>1 × Anzeigenpaket „Plus“ (digitale Dienstleistung, mit der Zahlung erbracht)</td><td class="n">20,92 €</td></tr>',
      '<tr><td>Nettobetrag</td><td class="n">20,92 €</td></tr>',
      '<tr><td>Umsatzsteuer 19 %</td><td class="n">3,98 €</td></tr>',
      '<tr><th>Gesamtbetrag</th><th class="n">24,90 €</th></tr>',
    ]);
    const paragraphs = (html.match(/<p[^>]*>.*?<\/p>/g) ?? []).map((p) => p.replace(/<[^>]+>/g, ''));
    expect(paragraphs).toEqual([content.sellerLine, 'Bezahlt per Karte (Stripe).', ...content.footer]);
  });

  it('prints what a buyer typed as text, never as markup', () => {
    const typed = {
      ...payment,
      billing: { name: '<img src=x onerror=alert(1)> & "Co"', address: "O'Brien <b>Str.</b> 1" },
    };
    const html = receiptHtml(invoiceContent(typed, operator, 'en'));
    expect(html).not.toMatch(/<img|<b>/);
    expect(rows(html)[0]).toBe(
      '<tr><th>Billed to</th><td>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;<br>O&#39;Brien &lt;b&gt;Str.&lt;/b&gt; 1</td></tr>',
    );
  });
});
