import { DomainError } from './errors';
import type { Package } from './package';

/** What one uploaded photo may weigh; the server refuses more (413). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** Why a file was not taken, with what the message needs to say what is wrong and what is allowed. */
export type UploadProblem =
  | { code: 'FILE_TOO_LARGE'; sizeMb: number; maxMb: number }
  | { code: 'NOT_AN_IMAGE'; format: string }
  /** It says it is a photo of a format we take, but it cannot be opened: damaged, or not what its name says. */
  | { code: 'UNREADABLE'; name: string }
  | { code: 'TOO_MANY_IMAGES'; max: number }
  /** Anything else the server answered (an error code of the API). */
  | { code: 'SERVER'; errorCode: string };

interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** The format as people know it: from the file name's ending, else the media type ("PDF", "DOCX", "HEIC"). */
export function fileFormat(file: Pick<FileFacts, 'name' | 'type'>): string {
  const ending = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1];
  if (ending) return ending.toUpperCase();
  const subtype = file.type.split('/')[1];
  return subtype ? subtype.toUpperCase() : '?';
}

/** The formats the server takes (it judges by content; these are the names and media types people's files carry). */
const ACCEPTED_FORMATS = new Set(['JPG', 'JPEG', 'PNG', 'WEBP', 'AVIF', 'HEIC', 'HEIF', 'GIF', 'TIF', 'TIFF']);

/**
 * How many photos an ad may have: its package's limit once published. Before that, the largest of the packages the
 * owner holds a credit of (`held`; what they can publish with), or of any package when they hold none (they will buy
 * one). The server takes up to the largest any package allows in a draft and checks the chosen one at publishing.
 * Null while the packages are not known.
 */
export function imageLimit(
  ad: { packageId: string | null },
  packages: readonly Pick<Package, 'id' | 'maxImages'>[],
  held: readonly string[] = [],
): number | null {
  const own = ad.packageId ? packages.find((p) => p.id === ad.packageId) : undefined;
  if (own) return own.maxImages;
  const usable = packages.filter((p) => held.includes(p.id));
  const choice = usable.length > 0 ? usable : packages;
  return choice.length > 0 ? Math.max(...choice.map((p) => p.maxImages)) : null;
}

/** What the browser can tell before sending: not an image, too heavy, or no room left for another photo. */
export function checkUpload(file: FileFacts, photos: { count: number; max: number | null }): UploadProblem | null {
  if (file.type && !file.type.startsWith('image/')) return { code: 'NOT_AN_IMAGE', format: fileFormat(file) };
  if (file.size > MAX_IMAGE_BYTES)
    return { code: 'FILE_TOO_LARGE', sizeMb: Math.round((file.size / (1024 * 1024)) * 10) / 10, maxMb: MAX_IMAGE_MB };
  if (photos.max !== null && photos.count >= photos.max) return { code: 'TOO_MANY_IMAGES', max: photos.max };
  return null;
}

/** The server's refusal of one file, said as specifically as the file and the limit allow. */
export function problemFromAnswer(error: DomainError, file: FileFacts, max: number | null): UploadProblem {
  if (error.code === 'PAYLOAD_TOO_LARGE')
    return { code: 'FILE_TOO_LARGE', sizeMb: Math.round((file.size / (1024 * 1024)) * 10) / 10, maxMb: MAX_IMAGE_MB };
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE') {
    const format = fileFormat(file);
    return ACCEPTED_FORMATS.has(format) ? { code: 'UNREADABLE', name: file.name } : { code: 'NOT_AN_IMAGE', format };
  }
  if (
    max !== null &&
    error.fieldErrors.some((e) => e.field === 'images' && e.code === 'too_long') &&
    error.code === 'VALIDATION_FAILED'
  )
    return { code: 'TOO_MANY_IMAGES', max };
  return { code: 'SERVER', errorCode: error.code };
}

/** A file that was not uploaded, and why. */
export class UploadRefused extends DomainError {
  constructor(readonly problem: UploadProblem) {
    super(
      problem.code === 'SERVER' ? (problem.errorCode as DomainError['code']) : 'VALIDATION_FAILED',
      `Upload refused: ${problem.code}`,
    );
    this.name = 'UploadRefused';
  }
}
