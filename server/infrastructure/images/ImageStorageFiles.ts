import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS } from '../../../src/domain/ad';
import type { ImageStorage, StoredImage, StoredKey } from '../../application/ads/ports';
import { ApiError } from '../../domain/ApiError';
import { WorkGate } from '../limits/WorkGate';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
/** Refuses decompression bombs before decoding: 40 megapixels is more than any phone camera takes. */
export const MAX_PIXELS = 40_000_000;
/**
 * Decoding and re-encoding an image takes a libuv thread and up to ~4 bytes per pixel: one image at a time, a short
 * line behind it, and past that 503 with Retry-After, so uploads cannot take the threads static files and hashing use.
 */
export const IMAGE_CONCURRENCY = 1;
export const IMAGE_QUEUE_LIMIT = 16;
const SIZED_FILE = /^(.+)-(\d+)\.webp$/;

/**
 * Images on local disk. They are judged by their content, never by name or declared type; every size is re-encoded
 * to WebP, turned upright from EXIF, and written without any metadata (sharp drops EXIF/GPS unless asked to keep
 * it). New files go to a staging folder beside the public one and are moved over (a rename on the same disk) once
 * their row is committed.
 */
export class ImageStorageFiles implements ImageStorage {
  constructor(
    private readonly root: string,
    private readonly stagingRoot: string,
    private readonly urlPrefix: string,
    private readonly gate = new WorkGate(IMAGE_CONCURRENCY, IMAGE_QUEUE_LIMIT),
  ) {}

  store(adId: string, input: Buffer): Promise<StoredImage> {
    return this.gate.run(() => this.process(adId, input));
  }

  private async process(adId: string, input: Buffer): Promise<StoredImage> {
    let metadata: Metadata;
    try {
      // Only the header is read here, so no pixel limit yet: the size check below answers with a clear message.
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not an image we can read (JPEG, PNG, WebP, AVIF, HEIF, GIF)');
    }
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Image format ${metadata.format ?? 'unknown'} is not supported`);
    }
    // The header tells the size before anything is decoded (a 6 KB PNG can claim 50 megapixels).
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
      throw new ApiError(400, 'IMAGE_TOO_LARGE', `The image has more than ${MAX_PIXELS / 1_000_000} megapixels`, [
        { field: 'images', code: 'too_long', message: `at most ${MAX_PIXELS / 1_000_000} megapixels` },
      ]);
    }
    const key = `ads/${adId}/${randomUUID()}`;
    await mkdir(path.join(this.stagingRoot, path.dirname(key)), { recursive: true });
    let size = { width: 0, height: 0 };
    try {
      for (const width of IMAGE_WIDTHS) {
        const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        await writeFile(this.file(this.stagingRoot, key, width), data);
        if (width === IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) size = { width: info.width, height: info.height };
      }
    } catch (error) {
      await this.remove(key);
      if (error instanceof ApiError) throw error;
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image could not be processed');
    }
    return { key, ...size };
  }

  async publish(key: string): Promise<void> {
    await mkdir(path.join(this.root, path.dirname(key)), { recursive: true });
    for (const width of IMAGE_WIDTHS) {
      try {
        await rename(this.file(this.stagingRoot, key, width), this.file(this.root, key, width));
      } catch (error) {
        // Already published (a second call, or the sweep got there first).
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  async remove(key: string): Promise<void> {
    await Promise.all(
      [this.root, this.stagingRoot].flatMap((root) => IMAGE_WIDTHS.map((w) => rm(this.file(root, key, w), { force: true }))),
    );
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }

  async *keysOlderThan(before: Date): AsyncIterable<StoredKey> {
    for (const [root, staged] of [[this.stagingRoot, true], [this.root, false]] as const) {
      const newest = new Map<string, number>();
      for await (const { file, mtimeMs } of walk(root)) {
        const match = SIZED_FILE.exec(path.relative(root, file).split(path.sep).join('/'));
        if (match) newest.set(match[1]!, Math.max(newest.get(match[1]!) ?? 0, mtimeMs));
      }
      for (const [key, mtime] of newest) if (mtime < before.getTime()) yield { key, staged };
    }
  }

  async removeEmptyFolders(before: Date): Promise<number> {
    let removed = 0;
    for (const root of [this.root, this.stagingRoot]) {
      const adsDir = path.join(root, 'ads');
      for (const entry of await readdir(adsDir, { withFileTypes: true }).catch(() => [])) {
        if (!entry.isDirectory()) continue;
        const dir = path.join(adsDir, entry.name);
        const info = await stat(dir).catch(() => null);
        if (!info || info.mtimeMs >= before.getTime()) continue;
        // rmdir refuses a folder that is not empty, so a folder being filled right now survives.
        if (await rmdir(dir).then(() => true, () => false)) removed++;
      }
    }
    return removed;
  }

  private file(root: string, key: string, width: number): string {
    return path.join(root, `${key}-${width}.webp`);
  }
}

async function* walk(dir: string): AsyncIterable<{ file: string; mtimeMs: number }> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) {
      const info = await stat(full).catch(() => null);
      if (info) yield { file: full, mtimeMs: info.mtimeMs };
    }
  }
}
