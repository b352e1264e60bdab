import type { Clock, UnitOfWork } from '../shared/ports';

/** Google takes up to 50,000 addresses per sitemap file; smaller files are quicker to build and to fetch. */
export const ADS_PER_SITEMAP = 10_000;

/** Which public ads search engines are told about, in files of ADS_PER_SITEMAP (sitemap index + paged sitemaps). */
export class SitemapService {
  constructor(private readonly deps: { uow: UnitOfWork<'ads'>; clock: Clock }) {}

  async adPages(): Promise<number> {
    return Math.max(1, Math.ceil((await this.deps.uow.repos.ads.countPublic(this.deps.clock.now())) / ADS_PER_SITEMAP));
  }

  /** The public ads of one file (1-based), or null past the last one. */
  async adsOnPage(page: number): Promise<{ id: string; updatedAt: Date }[] | null> {
    if (!Number.isInteger(page) || page < 1 || page > (await this.adPages())) return null;
    return this.deps.uow.repos.ads.listPublic(this.deps.clock.now(), (page - 1) * ADS_PER_SITEMAP, ADS_PER_SITEMAP);
  }
}
