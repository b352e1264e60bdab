import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad } from '../../../../domain/ad';
import { UploadRefused, type UploadProblem } from '../../../../domain/imageUpload';
import type { UploadAdImage } from '../../../../application/ads/UploadAdImage';
import { toFormFailure } from '../../../components/formFailure';

export interface UploadItem {
  key: number;
  name: string;
  progress: number;
  problem: UploadProblem | null;
}

/** The ad form's photos on their way: progress per file, and for a refused one what is wrong and what is allowed. */
export class PhotoUploads {
  items: UploadItem[] = [];
  private key = 0;

  constructor(private readonly upload: UploadAdImage) {
    makeAutoObservable<this, 'upload' | 'key'>(this, { upload: false, key: false });
  }

  /**
   * One after the other; `maxImages` is the ad's photo limit (null while unknown), checked before each file.
   * `uploaded` hears the ad with each photo added.
   */
  async send(ad: Ad, files: File[], maxImages: number | null, uploaded: (ad: Ad) => void): Promise<void> {
    let current = ad;
    for (const file of files) {
      // After the first file this runs after an await, outside the action `send` began as.
      const tracked = runInAction(() => {
        this.items.push({ key: ++this.key, name: file.name, progress: 0, problem: null });
        return this.items[this.items.length - 1]!;
      });
      try {
        const photos = { count: current.images.length, max: maxImages };
        current = await this.upload.execute(
          ad.id,
          file,
          (fraction) => runInAction(() => (tracked.progress = fraction)),
          photos,
        );
        uploaded(current);
        runInAction(() => (this.items = this.items.filter((u) => u.key !== tracked.key)));
      } catch (error) {
        runInAction(() => {
          tracked.problem =
            error instanceof UploadRefused
              ? error.problem
              : { code: 'SERVER', errorCode: toFormFailure(error).errorCode ?? 'VALIDATION_FAILED' };
          tracked.progress = 0;
        });
      }
    }
  }

  dismiss(key: number): void {
    this.items = this.items.filter((u) => u.key !== key);
  }
}
