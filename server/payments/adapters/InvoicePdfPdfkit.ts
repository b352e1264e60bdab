import { createRequire } from 'node:module';
import type { InvoiceContent } from '../invoiceContent';
import type { InvoicePdf } from '../ports';

const require = createRequire(import.meta.url);
// DejaVu Sans covers every Latin letter (ä, ö, ü, ß, é, ł…) a buyer's name may hold; pdfkit embeds the glyphs used.
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const INK = '#1d2327';
const MUTED = '#4f5b62';
const RULE = '#d5dadd';

/** An A4 invoice with pdfkit: the seller's line and the buyer's address field, the facts, the sums, the legal foot. */
export class InvoicePdfPdfkit implements InvoicePdf {
  // pdfkit is loaded with the first invoice, not with the server: a third of a second every start would otherwise pay.
  async render(invoice: InvoiceContent): Promise<Buffer> {
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: 56, bottom: 56, left: 64, right: 64 },
      lang: invoice.language,
      displayTitle: true,
      pdfVersion: '1.7',
      tagged: true,
      info: { Title: `${invoice.title} ${invoice.number}`, Author: invoice.footer[0] ?? '', Subject: invoice.title },
    });
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    doc.registerFont('regular', REGULAR);
    doc.registerFont('bold', BOLD);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc.font('regular').fontSize(8).fillColor(MUTED).text(invoice.sellerLine, left, 56, { width });
    doc.moveDown(1.2).fontSize(9).text(invoice.buyer.label);
    doc.font('regular').fontSize(11).fillColor(INK);
    for (const line of invoice.buyer.lines) doc.text(line);

    doc.moveDown(2).font('bold').fontSize(20).text(invoice.title);
    doc.moveDown(0.6).fontSize(10);
    for (const fact of invoice.facts) {
      const y = doc.y;
      doc.font('bold').text(fact.label, left, y, { width: 150 });
      doc.font('regular').text(fact.value, left + 160, y, { width: width - 160 });
      doc.moveDown(0.3);
    }

    doc.moveDown(1.2).font('bold').fontSize(12).text(invoice.itemHeading, left);
    doc.moveDown(0.4).fontSize(10);
    for (const line of invoice.lines) {
      const y = doc.y;
      if (line.total)
        doc
          .moveTo(left, y - 2)
          .lineTo(left + width, y - 2)
          .strokeColor(INK)
          .stroke();
      doc.font(line.total ? 'bold' : 'regular');
      doc.text(line.label, left, y + 4, { width: width - 110 });
      const bottom = doc.y;
      doc.text(line.amount, left + width - 100, y + 4, { width: 100, align: 'right' });
      doc.y = Math.max(bottom, doc.y) + 4;
      if (!line.total)
        doc
          .moveTo(left, doc.y)
          .lineTo(left + width, doc.y)
          .strokeColor(RULE)
          .stroke();
    }

    doc.moveDown(1.5).font('regular').fontSize(10).text(invoice.note, left, doc.y, { width });

    const footerTop = doc.page.height - doc.page.margins.bottom - 28;
    doc.fontSize(8).fillColor(MUTED);
    invoice.footer.forEach((line, i) =>
      doc.text(line, left, footerTop + i * 12, { width, align: 'center', lineBreak: false }),
    );
    doc.end();
    return done;
  }
}
