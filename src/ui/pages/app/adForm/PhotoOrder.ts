import { makeAutoObservable, runInAction } from 'mobx';
import type { Ad } from '../../../../domain/ad';
import type { RemoveAdImage } from '../../../../application/ads/RemoveAdImage';
import type { ReorderAdImages } from '../../../../application/ads/ReorderAdImages';
import { Submission } from '../../../components/Submission';

/**
 * The ad form's photos once uploaded: their order (buttons, or dragging with a mouse), the cover, removal. One change at
 * a time; the server's answer is the ad as it is now, handed to `changed`.
 */
export class PhotoOrder {
  /** The photo being dragged (a mouse's alternative to the ← → buttons). */
  draggingImageId: string | null = null;
  readonly submission = new Submission();

  constructor(
    private readonly deps: { reorder: ReorderAdImages; remove: RemoveAdImage },
    private readonly current: () => Ad | null,
    private readonly changed: (ad: Ad) => void,
  ) {
    makeAutoObservable<this, 'deps' | 'current' | 'changed' | 'change'>(this, {
      deps: false,
      current: false,
      changed: false,
      change: false,
      submission: false,
    });
  }

  move(imageId: string, offset: -1 | 1): Promise<void> {
    return this.change((ad) => this.deps.reorder.move(ad, imageId, offset));
  }

  startDrag(imageId: string | null): void {
    this.draggingImageId = imageId;
  }

  /** Dropped on the photo at `index`: the dragged one takes that place. */
  dropAt(index: number): Promise<void> {
    const imageId = this.draggingImageId;
    this.draggingImageId = null;
    if (!imageId) return Promise.resolve();
    return this.change((ad) => this.deps.reorder.moveTo(ad, imageId, index));
  }

  makeCover(imageId: string): Promise<void> {
    return this.change((ad) => this.deps.reorder.makeCover(ad, imageId));
  }

  remove(imageId: string): Promise<void> {
    return this.change((ad) => this.deps.remove.execute(ad.id, imageId));
  }

  private async change(change: (ad: Ad) => Promise<Ad>): Promise<void> {
    const ad = this.current();
    if (!ad) return;
    await this.submission.run(async () => {
      const updated = await change(ad);
      runInAction(() => this.changed(updated));
    });
  }
}
