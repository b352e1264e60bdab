import type { Clock, Logger, UnitOfWork } from '../platform/ports';
import type { ImageStorage, StoredKey } from './ports';

/** Files younger than this may belong to an upload that is still running. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * What a crash between writing files and committing rows leaves behind: staged files whose row committed are
 * published at once (the upload was answered; its photo must not 404 until the next hour), files whose row never
 * came (or whose ad was deleted) are removed once an hour old, and empty folders go too. Runs at start-up and every
 * 15 minutes.
 */
export class ImageSweeper {
  constructor(private readonly deps: { uow: UnitOfWork<'ads'>; images: ImageStorage; clock: Clock; log: Logger }) {}

  async sweep(): Promise<{ published: number; removed: number; folders: number }> {
    const before = new Date(this.deps.clock.now().getTime() - ORPHAN_AGE_MS);
    let batch: StoredKey[] = [];
    const totals = { published: 0, removed: 0, folders: 0 };
    const settle = async () => {
      const referenced = await this.deps.uow.repos.ads.referencedImageKeys(batch.map((k) => k.key));
      for (const { key, staged, writtenAt } of batch) {
        if (referenced.has(key)) {
          // The upload's own publish may run at the same moment: publishing twice is harmless.
          if (staged) {
            await this.deps.images.publish(key);
            totals.published++;
          }
        } else if (writtenAt < before) {
          await this.deps.images.remove(key);
          totals.removed++;
        }
      }
      batch = [];
    };
    for await (const key of this.deps.images.keys()) {
      batch.push(key);
      if (batch.length >= BATCH) await settle();
    }
    if (batch.length > 0) await settle();
    totals.folders = await this.deps.images.removeEmptyFolders(before);
    if (totals.published + totals.removed + totals.folders > 0)
      this.deps.log.info(totals, 'orphan sweep finished what a crash left behind');
    return totals;
  }
}
