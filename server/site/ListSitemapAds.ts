import type { Clock, UnitOfWork } from '../platform/ports';
import { ADS_PER_SITEMAP, type CountSitemapFiles } from './CountSitemapFiles';

/** The public ads of one sitemap file (1-based), or null past the last one. */
export class ListSitemapAds {
  constructor(
    private readonly deps: { uow: UnitOfWork<'ads'>; clock: Clock; files: Pick<CountSitemapFiles, 'execute'> },
  ) {}

  async execute(file: number): Promise<{ id: string; updatedAt: Date }[] | null> {
    if (!Number.isInteger(file) || file < 1 || file > (await this.deps.files.execute())) return null;
    return this.deps.uow.repos.ads.listPublic(this.deps.clock.now(), (file - 1) * ADS_PER_SITEMAP, ADS_PER_SITEMAP);
  }
}
