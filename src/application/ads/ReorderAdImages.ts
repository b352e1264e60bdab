import type { Ad } from '../../domain/ad';
import type { OwnAdsApi } from './ports';

export class ReorderAdImages {
  constructor(private readonly api: OwnAdsApi) {}

  /** The first image is the cover. */
  execute(ad: Ad, imageIds: string[]): Promise<Ad> {
    return this.api.reorderImages(ad.id, imageIds);
  }

  /** Moves one image by `offset` places (−1 earlier, +1 later). */
  move(ad: Ad, imageId: string, offset: -1 | 1): Promise<Ad> {
    const ids = ad.images.map((i) => i.id);
    const from = ids.indexOf(imageId);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= ids.length) return Promise.resolve(ad);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    return this.execute(ad, ids);
  }

  /** Puts one image at `index` (a drag and drop), the others keeping their order. */
  moveTo(ad: Ad, imageId: string, index: number): Promise<Ad> {
    const ids = ad.images.map((i) => i.id).filter((id) => id !== imageId);
    if (ids.length === ad.images.length || ad.images[index]?.id === imageId) return Promise.resolve(ad);
    ids.splice(Math.max(0, Math.min(index, ids.length)), 0, imageId);
    return this.execute(ad, ids);
  }

  makeCover(ad: Ad, imageId: string): Promise<Ad> {
    return this.execute(ad, [imageId, ...ad.images.map((i) => i.id).filter((id) => id !== imageId)]);
  }
}
