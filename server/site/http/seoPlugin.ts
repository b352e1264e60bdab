import fp from 'fastify-plugin';
import { escapeHtml } from './pageHead';
import { robotsTxt } from './robots';
import type { CountSitemapFiles } from '../CountSitemapFiles';
import type { ListSitemapAds } from '../ListSitemapAds';
import { LEGAL_PATHS } from '../../../src/domain/legalDocuments';

const STATIC_PAGES = ['/', '/ads', ...LEGAL_PATHS, '/transparenz'];

function urlset(entries: { loc: string; lastmod?: Date }[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** robots.txt and the sitemaps: the public pages and every public ad, the signed-in area kept out. */
export const seoPlugin = fp<{
  publicUrl: string;
  countSitemapFiles: Pick<CountSitemapFiles, 'execute'>;
  listSitemapAds: Pick<ListSitemapAds, 'execute'>;
}>(
  async (app, { publicUrl, countSitemapFiles, listSitemapAds }) => {
    const xml = 'application/xml; charset=utf-8';

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(robotsTxt(publicUrl)),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const pages = await countSitemapFiles.execute();
      const files = [
        `${publicUrl}/sitemaps/pages.xml`,
        ...Array.from({ length: pages }, (_, i) => `${publicUrl}/sitemaps/ads-${i + 1}.xml`),
      ];
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map((f) => `<sitemap><loc>${escapeHtml(f)}</loc></sitemap>`).join('')}</sitemapindex>\n`;
      return reply.type(xml).header('Cache-Control', 'public, max-age=3600').send(body);
    });

    app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type(xml)
        .header('Cache-Control', 'public, max-age=3600')
        .send(urlset(STATIC_PAGES.map((p) => ({ loc: `${publicUrl}${p}` })))),
    );

    app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
      const page = /^ads-(\d{1,6})\.xml$/.exec(request.params.file)?.[1];
      const ads = page ? await listSitemapAds.execute(Number(page)) : null;
      if (!ads) return reply.code(404).send({ statusCode: 404, error: 'NOT_FOUND', message: 'Not found' });
      return reply
        .type(xml)
        .header('Cache-Control', 'public, max-age=3600')
        .send(urlset(ads.map((ad) => ({ loc: `${publicUrl}/ads/${ad.id}`, lastmod: ad.updatedAt }))));
    });
  },
  { name: 'seo' },
);
