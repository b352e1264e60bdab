import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS } from '../../../src/domain/ad';
import type { ImageStorage, StoredImage } from '../../application/ports';
import { ApiError } from '../../domain/ApiError';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
/** Refuses decompression bombs before decoding (≈ 50 megapixels). */
const MAX_PIXELS = 50_000_000;

/**
 * Images are judged by their content, never by name or declared type; every size is re-encoded to WebP,
 * turned upright from EXIF, and written without any metadata (sharp drops EXIF/GPS unless asked to keep it).
 */
export class ImageStorageFiles implements ImageStorage {
  constructor(
    private readonly root: string,
    private readonly urlPrefix: string,
  ) {}

  async store(adId: string, input: Buffer): Promise<StoredImage> {
    let metadata: Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
    } catch {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not an image we can read (JPEG, PNG, WebP, AVIF, HEIF, GIF)');
    }
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Image format ${metadata.format ?? 'unknown'} is not supported`);
    }
    const key = `ads/${adId}/${randomUUID()}`;
    const dir = path.join(this.root, path.dirname(key));
    await mkdir(dir, { recursive: true });
    let size = { width: 0, height: 0 };
    try {
      for (const width of IMAGE_WIDTHS) {
        const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        await writeFile(path.join(this.root, `${key}-${width}.webp`), data);
        if (width === IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) size = { width: info.width, height: info.height };
      }
    } catch (error) {
      await this.remove(key);
      if (error instanceof ApiError) throw error;
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image could not be processed');
    }
    return { key, ...size };
  }

  async remove(key: string): Promise<void> {
    await Promise.all(IMAGE_WIDTHS.map((w) => rm(path.join(this.root, `${key}-${w}.webp`), { force: true })));
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key}`;
  }
}
