import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { ServiceBusy } from '../../platform/domain/ServiceBusy';
import type { DocumentWatermark } from '../ports';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The worker file: beside this module in the sources, under applications/adapters/ of the built server (whose
 * chunks sit at its root; scripts/build-server.mjs copies it there).
 */
function workerFile(): string {
  const candidates = ['./documentWorker.mjs', './applications/adapters/documentWorker.mjs'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}

/**
 * The watermark over what a landlord downloads: on every page of a PDF (pdf-lib), diagonally across and once along
 * the foot, and across an image (sharp with an SVG overlay), re-encoded so the original bytes never leave.
 *
 * PDF work runs on a lane of its own (issue 68): one worker thread, a short line behind it, and past that 503 with
 * Retry-After — like the photos' conversion, so a flood of huge PDFs waits behind itself instead of holding the event
 * loop every other request needs.
 */
export class DocumentWatermarkPdfLib implements DocumentWatermark {
  private readonly pool: Piscina;

  constructor(options: { threads?: number; queue?: number } = {}) {
    this.pool = new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: options.threads ?? 1,
      maxQueue: options.queue ?? 8,
      idleTimeout: 30_000,
    });
  }

  async pages(content: Buffer, contentType: string): Promise<number | null> {
    if (contentType === 'application/pdf') return this.onLane<number | null>('pages', content);
    try {
      const { format } = await sharp(content).metadata();
      return (contentType === 'image/jpeg' && format === 'jpeg') || (contentType === 'image/png' && format === 'png')
        ? 1
        : null;
    } catch {
      return null;
    }
  }

  async stamp(content: Buffer, contentType: string, text: string): Promise<Buffer> {
    return contentType === 'application/pdf'
      ? Buffer.from(await this.onLane<Uint8Array>('stamp', content, text))
      : this.stampImage(content, contentType, text);
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async onLane<T>(work: 'pages' | 'stamp', content: Buffer, text?: string): Promise<T> {
    const copy = new Uint8Array(content);
    try {
      return (await this.pool.run({ work, content: copy, text }, { transferList: [copy.buffer] })) as T;
    } catch (error) {
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new ServiceBusy(5);
      throw error;
    }
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
