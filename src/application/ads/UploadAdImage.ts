import type { Ad } from '../../domain/ad';
import { DomainError } from '../../domain/errors';
import { checkUpload, problemFromAnswer, UploadRefused } from '../../domain/imageUpload';
import type { OwnAdsApi } from './ports';

export { MAX_IMAGE_BYTES } from '../../domain/imageUpload';

export class UploadAdImage {
  constructor(private readonly api: OwnAdsApi) {}

  /**
   * Refuses what the server would refuse before sending megabytes for nothing, and says why in UploadRefused: the
   * file's size or format, or the ad's photo limit (`photos.max`, null when unknown).
   */
  async execute(
    adId: string,
    file: Blob & { name?: string },
    onProgress: (fraction: number) => void,
    photos: { count: number; max: number | null } = { count: 0, max: null },
  ): Promise<Ad> {
    const facts = { name: file.name ?? '', size: file.size, type: file.type };
    const problem = checkUpload(facts, photos);
    if (problem) throw new UploadRefused(problem);
    try {
      return await this.api.uploadImage(adId, file, onProgress);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const refused = problemFromAnswer(error, facts, photos.max);
      throw refused.code === 'SERVER' ? error : new UploadRefused(refused);
    }
  }
}
