import type { Ad } from '../../domain/ad';
import { ValidationError } from '../../domain/errors';
import type { AdsApi } from './ports';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export class UploadAdImage {
  constructor(private readonly api: AdsApi) {}

  /** Refuses what the server would refuse before sending megabytes for nothing. */
  async execute(adId: string, file: { size: number; type: string } & Blob, onProgress: (fraction: number) => void): Promise<Ad> {
    if (file.size > MAX_IMAGE_BYTES) throw new ValidationError([{ field: 'file', code: 'too_long', message: 'An image may have at most 10 MB' }]);
    if (file.type && !file.type.startsWith('image/')) throw new ValidationError([{ field: 'file', code: 'invalid', message: 'Only images can be uploaded' }]);
    return this.api.uploadImage(adId, file, onProgress);
  }
}
