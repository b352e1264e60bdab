import type { Clock, UnitOfWork } from '../platform/ports';

/** Google takes up to 50,000 addresses per sitemap file; smaller files are quicker to build and to fetch. */
export const ADS_PER_SITEMAP = 10_000;

/** How many sitemap files of public ads search engines are told about (at least one, empty or not). */
export class CountSitemapFiles {
  constructor(private readonly deps: { uow: UnitOfWork<'ads'>; clock: Clock }) {}

  async execute(): Promise<number> {
    return Math.max(1, Math.ceil((await this.deps.uow.repos.ads.countPublic(this.deps.clock.now())) / ADS_PER_SITEMAP));
  }
}
