import { describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { robotsTxt } from '../../server/site/http/robots';
import { call, startTestServer, validAd } from './helpers';
import { clientDir, page, server, theLiveAd, token, withPageHeadServer } from './pageHeadServer';

/** What search engines may index: canonical addresses and noindex, robots.txt and the sitemaps, a live ad's photos. */
withPageHeadServer();

describe('what search engines may index', () => {
  it('a page head holds its own tags and nothing else: canonical and the language versions where it is findable, noindex where not', async () => {
    /** What the server adds to the head after its public configuration. */
    const added = async (url: string) =>
      /<script type="application\/json" id="inserat-config">[^<]*<\/script>(.*)<\/head>/s.exec(
        (await page(url)).body,
      )![1];
    // Canonical, the link previews' tags (the site's image), the language versions, the page's own chunks.
    const versions = (address: string, title: string, description: string) =>
      `<link rel="canonical" href="${address}">` +
      [
        ['og:type', 'website'],
        ['og:site_name', 'Inserat'],
        ['og:locale', 'de_DE'],
        ['og:title', title],
        ['og:description', description],
        ['og:url', address],
        ['og:image', 'https://inserat.example/og-image.png'],
      ]
        .map(([property, content]) => `<meta property="${property}" content="${content}">`)
        .join('') +
      '<meta name="twitter:card" content="summary_large_image">' +
      `<link rel="alternate" hreflang="de" href="${address}"><link rel="alternate" hreflang="en" href="${address}?lng=en"><link rel="alternate" hreflang="x-default" href="${address}">`;
    const preloadBlock = (files: string[]) =>
      `<script type="application/json" id="inserat-preloads">${JSON.stringify(files)}</script>`;
    const site = 'Immobilien mieten und kaufen in Deutschland, Österreich und der Schweiz – von Privat und vom Makler.';
    expect(await added('/')).toBe(
      versions('https://inserat.example/', 'Inserat – Wohnungen und Häuser mieten und kaufen', site) +
        preloadBlock(['/assets/LandingPage-5.js']),
    );
    expect(await added('/datenschutz')).toBe(
      versions('https://inserat.example/datenschutz', 'Datenschutzerklärung | Inserat', site) +
        preloadBlock(['/assets/DatenschutzPage-10.js']),
    );
    expect(await added('/ads?q=Balkon')).toBe(
      versions(
        'https://inserat.example/ads',
        '„Balkon“ – Immobilien-Anzeigen | Inserat',
        'Wohnungen, Häuser, Grundstücke und Gewerbeflächen zur Miete und zum Kauf – mit Umkreissuche.',
      ) + preloadBlock(['/assets/AdsPage-3.js', '/assets/AdCard-4.js', '/assets/savedSearchesModule-8.js']),
    );
    expect(await added('/gibt-es-nicht')).toBe(
      '<meta name="robots" content="noindex"><meta name="inserat-status" content="404">',
    );
    expect(await added('/app/user_dashboard')).toBe('<meta name="robots" content="noindex">');
  });

  it('the search and the legal pages name their own address as canonical; a search is named as typed, trimmed and at most 80 characters', async () => {
    expect((await page('/ads?q=Balkon')).body).toContain('<link rel="canonical" href="https://inserat.example/ads">');
    expect((await page('/impressum')).body).toContain(
      '<link rel="canonical" href="https://inserat.example/impressum">',
    );
    expect((await page('/ads?q=%20%20Altbau%20Balkon%20')).body).toContain(
      '<title>„Altbau Balkon“ – Immobilien-Anzeigen | Inserat</title>',
    );
    expect((await page('/ads?q=%20%20')).body).toContain('<title>Immobilien-Anzeigen | Inserat</title>');
    expect((await page(`/ads?q=${'b'.repeat(100)}`)).body).toContain(
      `<title>„${'b'.repeat(80)}“ – Immobilien-Anzeigen | Inserat</title>`,
    );
  });

  it('only /ads/<id> itself is an ad page: a path below it or with it inside is not found', async () => {
    const live = await theLiveAd();
    for (const url of [`/ads/${live.id}/extra`, `/elsewhere/ads/${live.id}`]) {
      const res = await page(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('RealEstateListing');
    }
  });

  it('robots.txt keeps crawlers out of the account area and names the sitemap; the sitemaps list public ads only', async () => {
    const live = await theLiveAd();
    const robots = await page('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /app/');
    expect(robots.body).toContain('Sitemap: https://inserat.example/sitemap.xml');
    const index = await page('/sitemap.xml');
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<loc>https://inserat.example/sitemaps/pages.xml</loc>');
    expect(index.body).toContain('<loc>https://inserat.example/sitemaps/ads-1.xml</loc>');
    expect(index.body).not.toContain('ads-2.xml');
    const draft = (await call(server.app, 'POST', '/api/ads', { token, body: validAd({ title: 'Noch ein Entwurf' }) }))
      .body.data as Ad;
    const ads = (await page('/sitemaps/ads-1.xml')).body;
    expect(ads).toMatch(
      new RegExp(`<url><loc>https://inserat.example/ads/${live.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
    );
    expect(ads).not.toContain(draft.id);
    expect((await page('/sitemaps/pages.xml')).body).toContain('<loc>https://inserat.example/impressum</loc>');
    expect((await page('/sitemaps/ads-2.xml')).statusCode).toBe(404);
    expect((await page('/sitemaps/ads-0.xml')).statusCode).toBe(404);
    for (const file of ['xads-1.xml', 'ads-1.xml.gz', 'ads-.xml']) {
      const missing = await page(`/sitemaps/${file}`);
      expect([file, missing.statusCode]).toEqual([file, 404]);
      expect(missing.json(), file).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('the pages, robots.txt and the sitemaps are not API operations: the OpenAPI document leaves them out', async () => {
    const paths = Object.keys((await page('/api/openapi.json')).json().paths as object);
    expect(paths).toContain('/ads'); // the API's own, named under its base /api
    expect(paths.filter((p) => p === '/' || /robots|sitemap/.test(p))).toEqual([]);
  });

  it('robots.txt, the sitemap index and the pages sitemap in full, as crawlers read them, cached for an hour', async () => {
    const robots = await page('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(robotsTxt('https://inserat.example'));
    const sitemap = '<?xml version="1.0" encoding="UTF-8"?>\n';
    const namespace = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
    const index = await page('/sitemap.xml');
    expect(index.body).toBe(
      `${sitemap}<sitemapindex ${namespace}><sitemap><loc>https://inserat.example/sitemaps/pages.xml</loc></sitemap><sitemap><loc>https://inserat.example/sitemaps/ads-1.xml</loc></sitemap></sitemapindex>\n`,
    );
    const pages = await page('/sitemaps/pages.xml');
    expect(pages.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [
      '/',
      '/ads',
      '/impressum',
      '/datenschutz',
      '/agb',
      '/widerrufsbelehrung',
      '/barrierefreiheit',
      '/sicherheit',
      '/transparenz',
    ].map((p) => `<url><loc>https://inserat.example${p}</loc></url>`);
    expect(pages.body).toBe(`${sitemap}<urlset ${namespace}>${locs.join('')}</urlset>\n`);
    const ads = await page('/sitemaps/ads-1.xml');
    expect(ads.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(ads.body.startsWith(`${sitemap}<urlset ${namespace}><url><loc>`)).toBe(true);
    for (const res of [robots, index, pages, ads]) expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a site without public ads still names one ads sitemap, and it is an empty list rather than an error', async () => {
    const empty = await startTestServer({ clientDir }, { PUBLIC_URL: 'https://leer.example' });
    try {
      expect((await empty.app.inject({ url: '/sitemap.xml' })).body).toContain(
        '<loc>https://leer.example/sitemaps/ads-1.xml</loc>',
      );
      const ads = await empty.app.inject({ url: '/sitemaps/ads-1.xml' });
      expect(ads.statusCode).toBe(200);
      expect(ads.body).toContain('<urlset');
      expect(ads.body).not.toContain('<url>');
    } finally {
      await empty.close();
    }
  });

  it("serves a live ad's photos from the data directory, cacheable for an hour; the owner's private links too; nobody else's", async () => {
    const live = await theLiveAd();
    const served = await page(`${live.images[0]!.url}-640.webp`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect((await page(`${live.images[0]!.url}-999.webp`)).statusCode).toBe(404);
    const mine = (await call(server.app, 'GET', `/api/ads/${live.id}`, { token })).body.data as Ad;
    expect(mine.images[0]!.url).toMatch(/^\/api\/uploads\/private\/\d{13}\/[\w-]{32}\/ads\//);
    const privately = await page(`${mine.images[0]!.url}-640.webp`);
    expect([privately.statusCode, privately.headers['cache-control']]).toEqual([200, 'private, max-age=3600']);
    expect(privately.rawPayload.equals(served.rawPayload)).toBe(true);
  });
});
