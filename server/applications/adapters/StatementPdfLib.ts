import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import type { StatementPdf } from '../ports';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const SIZE = { heading: 14, body: 11 };

/** What the standard font cannot write (an emoji in a title) is written as "?" rather than failing the document. */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0)!) || c === '\n' ? c : '?')).join('');
}

/** A paragraph as lines that fit the page's width. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A text as a plain A4 PDF (pdf-lib, Helvetica): its first paragraph as the heading, the others below, new pages as
 * needed — what an applicant keeps of a statement delivered in text form.
 */
export class StatementPdfLib implements StatementPdf {
  async render(text: string, title: string): Promise<Buffer> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setLanguage('de-DE');
    pdf.setCreator('Inserat');
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    let page = pdf.addPage([A4.width, A4.height]);
    let y = A4.height - MARGIN;
    const [heading = '', ...paragraphs] = text.split('\n\n');
    const blocks = [
      { font: bold, size: SIZE.heading, text: heading },
      ...paragraphs.map((p) => ({ font: regular, size: SIZE.body, text: p })),
    ];
    for (const block of blocks) {
      for (const line of wrap(block.font, block.size, writable(block.font, block.text), A4.width - 2 * MARGIN)) {
        if (y < MARGIN + block.size) {
          page = pdf.addPage([A4.width, A4.height]);
          y = A4.height - MARGIN;
        }
        page.drawText(line, { x: MARGIN, y: y - block.size, size: block.size, font: block.font });
        y -= block.size * 1.45;
      }
      y -= block.size * 0.8;
    }
    return Buffer.from(await pdf.save());
  }
}
