// The PDF work of tenant documents, on a worker thread of its own (DocumentWatermarkPdfLib runs it through piscina):
// pdf-lib parses and writes in JavaScript, and a 2,000-page PDF would otherwise hold the event loop that answers
// everybody's requests. Plain JavaScript, so the same file runs under the tests and in the built server.
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** The number of pages of a readable PDF, or null for one that cannot be read. */
async function pages(content) {
  try {
    return (await PDFDocument.load(content, { updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
}

/** The watermark on every page: diagonally across, and once along the foot. */
async function stamp(content, text) {
  const pdf = await PDFDocument.load(content);
  // Helvetica's WinAnsi encoding has the German letters and the en dash.
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.max(10, Math.min(width, height) / 28);
    page.drawText(text, {
      x: width * 0.08,
      y: height * 0.2,
      size,
      font,
      color: rgb(0.75, 0.1, 0.1),
      opacity: 0.35,
      rotate: degrees(Math.atan2(height * 0.6, width * 0.84) * (180 / Math.PI)),
    });
    page.drawText(text, { x: 24, y: 14, size: 9, font, color: rgb(0.5, 0, 0), opacity: 0.9 });
  }
  return await pdf.save();
}

/** piscina's task: `{ work: 'pages' | 'stamp', content: Uint8Array, text?: string }`. */
export default async function run({ work, content, text }) {
  return work === 'pages' ? pages(content) : stamp(content, text);
}
