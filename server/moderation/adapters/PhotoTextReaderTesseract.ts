import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { PhotoTextReader } from '../ports';

/**
 * English's LSTM model from npm (`@tesseract.js-data/eng`, Apache-2.0 like Tesseract's own data), read from the
 * package's folder: the library's default would fetch it from a CDN. Digits, @, + and Latin letters are what the risk
 * check looks for, and the English model reads them in German text as well.
 */
const LANGUAGE_FOLDER = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);
/** Photos are read at this width: a number on a sign a person can read on the page is large enough here. */
const READ_WIDTH = 1600;
/** The worker (WebAssembly, ~40 MB) is ended after this long without a photo and started again for the next. */
const IDLE_MS = 120_000;

/**
 * Tesseract (tesseract.js, WebAssembly in a worker thread) reading one photo at a time: OCR takes seconds of CPU, so
 * it runs in a job (ReadTextInPhoto), never while someone waits for an answer.
 */
export class PhotoTextReaderTesseract implements PhotoTextReader {
  private worker: Promise<Worker> | null = null;
  private idle: NodeJS.Timeout | null = null;
  /** Photos wait for the one before: one worker, one core. */
  private line: Promise<unknown> = Promise.resolve();

  read(image: Buffer): Promise<string> {
    const reading = this.line.then(() => this.readNow(image));
    this.line = reading.catch(() => undefined);
    return reading;
  }

  private async readNow(image: Buffer): Promise<string> {
    if (this.idle) clearTimeout(this.idle);
    // Greyscale, contrast stretched and enlarged: Tesseract reads dark text on light best, at ~30 px letters.
    const prepared = await sharp(image).rotate().greyscale().normalise().resize({ width: READ_WIDTH }).png().toBuffer();
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: LANGUAGE_FOLDER,
      cacheMethod: 'none',
      gzip: true,
    }).catch((error: unknown) => {
      // The next photo tries again.
      this.worker = null;
      throw error;
    });
    try {
      const { data } = await (await this.worker).recognize(prepared);
      return data.text;
    } finally {
      this.idle = setTimeout(() => void this.close(), IDLE_MS);
      this.idle.unref();
    }
  }

  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = null;
    // A worker that never started has nothing to end.
    const started = await worker?.catch(() => null);
    await started?.terminate();
  }
}
