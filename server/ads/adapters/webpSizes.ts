import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_WIDTHS } from '../../../src/domain/ad';
import { ApiError } from '../../platform/domain/ApiError';
import { photoFingerprint } from '../../moderation/ports';
import { qrTextsIn } from './qrCodes';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
/** Refuses decompression bombs before decoding: 40 megapixels is more than any phone camera takes. */
export const MAX_PIXELS = 40_000_000;

/**
 * Decoding and re-encoding an image takes a libuv thread and up to ~4 bytes per pixel: one image at a time, a short
 * line behind it, and past that 503 with Retry-After, so uploads cannot take the threads static files and hashing use.
 */
export const IMAGE_CONCURRENCY = 1;
export const IMAGE_QUEUE_LIMIT = 16;
/** Every stored size keeps its key for good (a new upload gets a new key), so browsers and CDNs may keep it a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface WebpSizes {
  /** One WebP per width of IMAGE_WIDTHS (never wider than the original). */
  files: { width: number; data: Buffer }[];
  /** The largest size's dimensions. */
  width: number;
  height: number;
  /** The photo's dHash (server/moderation/domain/fingerprints.ts), null for an image too plain to tell apart. */
  fingerprint: bigint | null;
  /** The dHashes of its centre at CENTRE_SHARES: a copy with its border cut off is found by one of them. */
  centreFingerprints: bigint[];
  /** The texts of QR codes in the photo (a messenger link, a number), for the risk check. */
  qrTexts: string[];
}

/** Megapixels an image claims in its header (read without decoding), or null for what is no image we can read. */
export async function megapixelsOf(input: Buffer): Promise<number | null> {
  try {
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    return width && height ? (width * height) / 1_000_000 : null;
  } catch {
    return null;
  }
}

/**
 * An uploaded image judged by its content, never by name or declared type, and re-encoded: every size as WebP, turned
 * upright from EXIF, without any metadata (sharp drops EXIF/GPS unless asked to keep it). Throws ApiError for anything
 * that is not an image we take, or that is too large to decode safely.
 */
export async function webpSizes(input: Buffer): Promise<WebpSizes> {
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the size check below answers with a clear message.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'The file is not an image we can read (JPEG, PNG, WebP, AVIF, HEIF, GIF)',
    );
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
  const source =
    metadata.format === 'heif' && metadata.compression === 'hevc'
      ? await heicSource(input)
      : () => sharp(input, { limitInputPixels: MAX_PIXELS });
  const files: WebpSizes['files'] = [];
  let size = { width: 0, height: 0 };
  try {
    for (const width of IMAGE_WIDTHS) {
      const { data, info } = await source()
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      files.push({ width, data });
      size = { width: info.width, height: info.height };
    }
    const thumbnail = await source().rotate().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
    const centreFingerprints = await centreFingerprintsOf(source);
    // A code that cannot be read is no reason to refuse a photo.
    const qrTexts = await qrTextsIn(source).catch(() => []);
    return { files, ...size, fingerprint: photoFingerprint(thumbnail), centreFingerprints, qrTexts };
  } catch {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image could not be processed');
  }
}

/**
 * The shares of each side kept for the centre's fingerprints. A border cut off a copied photo moves its dHash far past
 * what the index's bands reach (issue 69); a copy cut by up to about a fifth on each side is within reach of one of these
 * (or its own centre is: the risk check looks up every stored hash of a photo against every other).
 */
const CENTRE_SHARES = [0.9, 0.8];

async function centreFingerprintsOf(source: () => Sharp): Promise<bigint[]> {
  const { data, info } = await source()
    .rotate()
    .greyscale()
    .resize({ width: 288, height: 288, fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found: bigint[] = [];
  for (const share of CENTRE_SHARES) {
    const [width, height] = [Math.round(info.width * share), Math.round(info.height * share)];
    const centre = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .extract({ left: (info.width - width) >> 1, top: (info.height - height) >> 1, width, height })
      .greyscale()
      .resize(9, 8, { fit: 'fill' })
      .raw()
      .toBuffer();
    const hash = photoFingerprint(centre);
    if (hash !== null) found.push(hash);
  }
  return found;
}

/**
 * iPhone photos (HEIC) are HEVC-coded, which sharp's bundled libvips cannot decode (the codec is patent-encumbered):
 * libheif compiled to WebAssembly (heic-decode) turns them into pixels, which sharp then resizes like any other image.
 * Loaded on the first HEIC only: its 8 MB of WebAssembly need not weigh on every process start.
 */
async function heicSource(input: Buffer): Promise<() => Sharp> {
  let image: { width: number; height: number; data: Uint8ClampedArray };
  try {
    const { default: decodeHeic } = await import('heic-decode');
    image = await decodeHeic({ buffer: input });
  } catch {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The HEIC photo could not be read');
  }
  const pixels = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return () =>
    sharp(pixels, { raw: { width: image.width, height: image.height, channels: 4 }, limitInputPixels: MAX_PIXELS });
}
