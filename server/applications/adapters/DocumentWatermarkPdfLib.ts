import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { DocumentWatermark } from '../ports';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The watermark over what a landlord downloads: on every page of a PDF (pdf-lib), diagonally across and once along
 * the foot, and across an image (sharp with an SVG overlay), re-encoded so the original bytes never leave.
 */
export class DocumentWatermarkPdfLib implements DocumentWatermark {
  async readable(content: Buffer, contentType: string): Promise<boolean> {
    try {
      if (contentType === 'application/pdf') return (await PDFDocument.load(content)).getPageCount() > 0;
      const { format } = await sharp(content).metadata();
      return (contentType === 'image/jpeg' && format === 'jpeg') || (contentType === 'image/png' && format === 'png');
    } catch {
      return false;
    }
  }

  async stamp(content: Buffer, contentType: string, text: string): Promise<Buffer> {
    return contentType === 'application/pdf'
      ? this.stampPdf(content, text)
      : this.stampImage(content, contentType, text);
  }

  private async stampPdf(content: Buffer, text: string): Promise<Buffer> {
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
    return Buffer.from(await pdf.save());
  }

  private async stampImage(content: Buffer, contentType: string, text: string): Promise<Buffer> {
    // Turned upright first (EXIF orientation), so the overlay is measured on the picture as it is seen.
    const upright = await sharp(content).rotate().toBuffer();
    const image = sharp(upright);
    const { width = 1000, height = 1000 } = await image.metadata();
    const size = Math.max(14, Math.round(Math.min(width, height) / 22));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<text x="50%" y="50%" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#b01818" fill-opacity="0.45"
 text-anchor="middle" dominant-baseline="middle" transform="rotate(-30 ${width / 2} ${height / 2})">${escapeXml(text)}</text>
<text x="12" y="${height - 12}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.max(12, Math.round(size / 2))}" fill="#800000">${escapeXml(text)}</text>
</svg>`;
    const stamped = image.composite([{ input: Buffer.from(svg), top: 0, left: 0 }]);
    return contentType === 'image/png' ? stamped.png().toBuffer() : stamped.jpeg({ quality: 85 }).toBuffer();
  }
}
