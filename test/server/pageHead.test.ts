import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { robotsTxt } from '../../server/http/robots';
import {
  asVisitorsSeeIt,
  call,
  publishedAd,
  signUp,
  startTestServer,
  upload,
  validAd,
  type TestServer,
} from './helpers';

/** Issue 12: what search engines and link previews get from the server before any JavaScript runs. */
let server: TestServer;
let clientDir: string;
let token: string;

const INDEX =
  '<!doctype html><html lang="de"><head><meta name="description" content="Inserat." /><title>Inserat</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-head-'));
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), INDEX);
  await cp(path.resolve(import.meta.dirname, '../../public/assets/locales'), path.join(clientDir, 'assets/locales'), {
    recursive: true,
  });
  // The build's manifest, reduced to what matters: the entry, a shared chunk it imports, and the public pages' chunks.
  await mkdir(path.join(clientDir, '.vite'), { recursive: true });
  await writeFile(
    path.join(clientDir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework-2.js' },
      'src/ui/pages/ads/AdsPage.tsx': {
        file: 'assets/AdsPage-3.js',
        src: 'src/ui/pages/ads/AdsPage.tsx',
        imports: ['_framework.js', '_AdCard.js'],
      },
      '_AdCard.js': { file: 'assets/AdCard-4.js' },
      'src/ui/pages/LandingPage.tsx': {
        file: 'assets/LandingPage-5.js',
        src: 'src/ui/pages/LandingPage.tsx',
        imports: ['_framework.js'],
      },
      'src/ui/pages/ads/AdDetailsPage.tsx': {
        file: 'assets/AdDetailsPage-6.js',
        src: 'src/ui/pages/ads/AdDetailsPage.tsx',
        imports: ['_framework.js', '_AdCard.js'],
      },
      'src/infrastructure/container/adsModule.ts': {
        file: 'assets/adsModule-7.js',
        src: 'src/infrastructure/container/adsModule.ts',
      },
      'src/infrastructure/container/savedSearchesModule.ts': {
        file: 'assets/savedSearchesModule-8.js',
        src: 'src/infrastructure/container/savedSearchesModule.ts',
      },
      'src/ui/pages/legal/ImpressumPage.tsx': {
        file: 'assets/ImpressumPage-9.js',
        src: 'src/ui/pages/legal/ImpressumPage.tsx',
      },
      'src/ui/pages/legal/DatenschutzPage.tsx': {
        file: 'assets/DatenschutzPage-10.js',
        src: 'src/ui/pages/legal/DatenschutzPage.tsx',
      },
      'src/ui/pages/legal/AgbPage.tsx': { file: 'assets/AgbPage-11.js', src: 'src/ui/pages/legal/AgbPage.tsx' },
      'src/ui/pages/legal/WiderrufsbelehrungPage.tsx': {
        file: 'assets/WiderrufsbelehrungPage-12.js',
        src: 'src/ui/pages/legal/WiderrufsbelehrungPage.tsx',
      },
    }),
  );
  server = await startTestServer({ clientDir }, { PUBLIC_URL: 'https://inserat.example' });
  const seller = await signUp(server, 'head@example.de');
  token = seller.token;
  await server.services.uow.repos.ledger.append({ userId: seller.id, packageId: 'basis', amount: 2, reason: 'grant' });
});

let liveAd: Promise<Ad> | undefined;
/**
 * The file's live ad, made by the first test that needs it rather than in beforeAll: the mutation run counts code a
 * beforeAll runs as reached by every test, and then runs every test file of its part for each of its mutants.
 */
function theLiveAd(): Promise<Ad> {
  liveAd ??= (async () => {
    const draft = (
      await call(server.app, 'POST', '/api/ads', { token, body: validAd({ title: 'Altbau mit <Balkon> & "Stuck"' }) })
    ).body.data as Ad;
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer();
    expect((await upload(server.app, token, draft.id, photo)).status).toBe(200);
    expect(
      (await call(server.app, 'POST', `/api/ads/${draft.id}/publish`, { token, body: { packageId: 'basis' } })).status,
    ).toBe(200);
    return asVisitorsSeeIt(server, draft.id);
  })();
  return liveAd;
}
afterAll(async () => {
  await server.close();
  await rm(clientDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => server.app.inject({ url, headers: cookie ? { cookie } : {} });
const ldJson = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** The Open Graph tags of a page, by property. */
const openGraph = (html: string) =>
  Object.fromEntries([...html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]));

describe('the page head from the server', () => {
  it('an ad page carries its title, description, canonical, Open Graph tags and schema.org JSON-LD, escaped', async () => {
    const live = await theLiveAd();
    const res = await page(`/ads/${live.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>Altbau mit &lt;Balkon&gt; &amp; &quot;Stuck&quot; – 1.250\u00a0€ – 10435 Berlin | Inserat</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="Schöne, ruhige Wohnung in Prenzlauer Berg mit Balkon, Einbauküche und Parkett." />',
    );
    expect(html).toContain(`<link rel="canonical" href="https://inserat.example/ads/${live.id}">`);
    expect(html).toContain('<meta property="og:image" content="https://inserat.example/api/uploads/ads/');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const [listing, crumbs] = ldJson(html);
    expect(listing).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Altbau mit <Balkon> & "Stuck"',
      offers: { '@type': 'Offer', price: '1250.00', priceCurrency: 'EUR' },
      about: {
        '@type': 'Apartment',
        address: { addressLocality: 'Berlin', postalCode: '10435' },
        floorSize: { value: 78.5, unitCode: 'MTK' },
        numberOfRooms: 3,
      },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(html).not.toContain('<Balkon>');
  });

  it("an ad's description in the head is one line, cut after at most 160 characters at a word's end", async () => {
    const seller = await signUp(server, 'head-long@example.de');
    const publish = async (description: string) => {
      const ad = await publishedAd(server, seller, { description });
      return /<meta name="description" content="([^"]*)" \/>/.exec((await page(`/ads/${ad.id}`)).body)![1];
    };
    const rooms = Array.from({ length: 29 }, (_, i) => `Zimmer${String(i + 1).padStart(2, '0')}`).join(' ');
    expect(await publish(`Helle Wohnung,\n\n  mit   Blick ${rooms}`)).toBe(
      'Helle Wohnung, mit Blick Zimmer01 Zimmer02 Zimmer03 Zimmer04 Zimmer05 Zimmer06 Zimmer07 Zimmer08 Zimmer09 Zimmer10 Zimmer11 Zimmer12 Zimmer13 Zimmer14…',
    );
    // Exactly 160 characters once the spaces are folded: kept whole.
    const exact = `Ruhig gelegen ${'x'.repeat(146)}`;
    expect(await publish(` ${exact.replace(' ', '\n')} `)).toBe(exact);
  });

  it('in English when the language cookie says so', async () => {
    const live = await theLiveAd();
    const html = (await page(`/ads/${live.id}`, 'i18next=en')).body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('– €1,250 – 10435 Berlin | Inserat</title>');
    // English by the cookie only: the address is the German one, so that is the canonical (?lng=en names its own).
    expect(html).toContain(`<link rel="canonical" href="https://inserat.example/ads/${live.id}">`);
  });

  it('the language cookie is read among other cookies, with or without a space; the address (?lng=) outranks it', async () => {
    const langOf = async (url: string, cookie?: string) =>
      /<html lang="([a-z]+)"/.exec((await page(url, cookie)).body)![1];
    expect(await langOf('/', 'theme=dark;i18next=en')).toBe('en');
    expect(await langOf('/', 'consent=1; i18next=en')).toBe('en');
    expect(await langOf('/', 'myi18next=en')).toBe('de');
    expect(await langOf('/')).toBe('de');
    const german = await page('/impressum?lng=de', 'i18next=en');
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain('<title>Impressum | Inserat</title>');
  });

  it("without a choice, the browser's languages decide (en-GB is English); a choice or ?lng= outranks them; crawlers get German", async () => {
    const langOf = async (headers: Record<string, string>, url = '/') => {
      const res = await server.app.inject({ url, headers });
      expect(res.headers.vary).toContain('Accept-Language');
      return /<html lang="([a-z]+)"/.exec(res.body)![1];
    };
    expect(await langOf({ 'accept-language': 'en-GB' })).toBe('en');
    expect(await langOf({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
    expect(await langOf({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7' })).toBe('en');
    expect(await langOf({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' })).toBe('de');
    expect(await langOf({ 'accept-language': 'fr-FR' })).toBe('de');
    expect(await langOf({ 'accept-language': 'en-GB', cookie: 'i18next=de' })).toBe('de');
    expect(await langOf({ 'accept-language': 'en-GB' }, '/impressum?lng=de')).toBe('de');
    expect(
      await langOf({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
    ).toBe('de');
  });

  it('a page the server does not render has one empty root for the app, in its body', async () => {
    const html = (await page('/impressum')).body;
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html).toContain('<body><div id="root"></div>');
  });

  it("opening a live ad's page counts one view for its seller; a crawler's visit and the page of a gone ad count none", async () => {
    const seller = await signUp(server, 'head-views@example.de');
    const ad = await publishedAd(server, seller, { title: 'Oft angesehen' });
    const views = async () => {
      await server.services.adStats.flush();
      return (
        (await call(server.app, 'GET', `/api/ads/${ad.id}/stats`, { token: seller.token })).body.data as {
          totals: { views: number };
        }
      ).totals.views;
    };
    expect((await page(`/ads/${ad.id}`)).statusCode).toBe(200);
    await server.app.inject({
      url: `/ads/${ad.id}`,
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(await views()).toBe(1);
    expect(
      (await call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token: seller.token, body: { status: 'archived' } }))
        .status,
    ).toBe(200);
    expect((await page(`/ads/${ad.id}`)).statusCode).toBe(410);
    expect(await views()).toBe(1);
  });

  it('the home page and the search carry their own titles; /ads?q= names the search', async () => {
    expect((await page('/')).body).toContain('<link rel="canonical" href="https://inserat.example/">');
    const search = await page('/ads?q=Balkon');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('<title>„Balkon“ – Immobilien-Anzeigen | Inserat</title>');
    expect((await page('/impressum')).body).toContain('<title>Impressum | Inserat</title>');
    const dotted = await page('/ads?q=Dr.Berg');
    expect(dotted.statusCode).toBe(200);
    expect(dotted.body).toContain('„Dr.Berg“');
  });

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

  it("names the page's own chunks for the entry to preload after the first paint (not what the entry already brings)", async () => {
    const live = await theLiveAd();
    const preloads = async (url: string) => {
      const block = /<script type="application\/json" id="inserat-preloads">(.*?)<\/script>/.exec(
        (await page(url)).body,
      );
      return block ? (JSON.parse(block[1]!) as string[]) : [];
    };
    expect(await preloads('/ads?q=Balkon')).toEqual([
      '/assets/AdsPage-3.js',
      '/assets/AdCard-4.js',
      '/assets/savedSearchesModule-8.js',
    ]);
    expect(await preloads('/')).toEqual(['/assets/LandingPage-5.js']);
    expect(await preloads(`/ads/${live.id}`)).toEqual([
      '/assets/AdDetailsPage-6.js',
      '/assets/AdCard-4.js',
      '/assets/adsModule-7.js',
    ]);
    expect(await preloads('/impressum')).toEqual(['/assets/ImpressumPage-9.js']);
    expect(await preloads('/datenschutz')).toEqual(['/assets/DatenschutzPage-10.js']);
    expect(await preloads('/agb')).toEqual(['/assets/AgbPage-11.js']);
    expect(await preloads('/widerrufsbelehrung')).toEqual(['/assets/WiderrufsbelehrungPage-12.js']);
    expect(await preloads('/unsubscribe')).toEqual([]); // a page with no chunks of its own named
    // Nor does a page that is not found, or one of the signed-in area, even where its address ends like one that does.
    for (const url of [
      '/adsx',
      `/ads/${live.id}/x`,
      '/auth/',
      '/app/ads',
      `/app/ads/${live.id}`,
      '/app/impressum',
      '/app/datenschutz',
      '/app/agb',
      '/app/widerrufsbelehrung',
    ])
      expect([url, await preloads(url)]).toEqual([url, []]);
    // Not links in the head: the browser would fetch them at high priority before it paints the page.
    const html = (await page('/ads?q=Balkon')).body;
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('framework-2.js');
    expect((await page('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it("link previews get every Open Graph tag, in the reader's language; search engines the listing with its date, photos and offer, and the breadcrumbs", async () => {
    const live = await theLiveAd();
    const url = `https://inserat.example/ads/${live.id}`;
    const image = `https://inserat.example${live.images[0]!.url}-1280.webp`;
    const html = (await page(`/ads/${live.id}`)).body;
    expect(openGraph(html)).toEqual({
      'og:type': 'website',
      'og:site_name': 'Inserat',
      'og:locale': 'de_DE',
      'og:title': 'Altbau mit &lt;Balkon&gt; &amp; &quot;Stuck&quot; – 1.250\u00a0€ – 10435 Berlin | Inserat',
      'og:description': 'Schöne, ruhige Wohnung in Prenzlauer Berg mit Balkon, Einbauküche und Parkett.',
      'og:url': url,
      'og:image': image,
    });
    expect(openGraph((await page(`/ads/${live.id}`, 'i18next=en')).body)).toMatchObject({
      'og:locale': 'en_GB',
      'og:title': 'Altbau mit &lt;Balkon&gt; &amp; &quot;Stuck&quot; – €1,250 – 10435 Berlin | Inserat',
    });
    const [listing, crumbs] = ldJson(html);
    expect(listing).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Altbau mit <Balkon> & "Stuck"',
      description: 'Schöne, ruhige Wohnung in Prenzlauer Berg mit Balkon, Einbauküche und Parkett.',
      url,
      image: [image],
      datePosted: live.publishedAt,
      // A rent: let, not sold, at its price per month.
      offers: {
        '@type': 'Offer',
        price: '1250.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url,
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '1250.00',
          priceCurrency: 'EUR',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
      },
      about: {
        '@type': 'Apartment',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', postalCode: '10435' },
        floorSize: { '@type': 'QuantitativeValue', value: 78.5, unitCode: 'MTK' },
        numberOfRooms: 3,
      },
    });
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://inserat.example/' },
        { '@type': 'ListItem', position: 2, name: 'Anzeigen', item: 'https://inserat.example/ads' },
        { '@type': 'ListItem', position: 3, name: 'Altbau mit <Balkon> & "Stuck"', item: url },
      ],
    });
  });

  it("a house on request has no price in its title and no offer; a plot is a place to be; a draft's page is not found rather than gone", async () => {
    const seller = await signUp(server, 'head-kinds@example.de');
    const house = await publishedAd(server, seller, {
      title: 'Stadtvilla am Park',
      category: 'house_buy',
      priceType: 'on_request',
      priceCents: null,
    });
    const houseHtml = (await page(`/ads/${house.id}`)).body;
    expect(houseHtml).toContain('<title>Stadtvilla am Park – 10435 Berlin | Inserat</title>');
    const [houseListing] = ldJson(houseHtml);
    expect(houseListing).not.toHaveProperty('offers');
    expect(houseListing!.about).toMatchObject({ '@type': 'House' });
    const plot = await publishedAd(server, seller, {
      title: 'Baugrundstück am Waldrand',
      category: 'land',
      livingArea: null,
      rooms: null,
      floor: null,
    });
    // Without living area and rooms the listing says nothing of them.
    expect(ldJson((await page(`/ads/${plot.id}`)).body)[0]!.about).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', postalCode: '10435' },
    });
    const draft = (
      await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd({ title: 'Noch nicht online' }) })
    ).body.data as Ad;
    const notYet = await page(`/ads/${draft.id}`);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.body).toContain('<title>Seite nicht gefunden | Inserat</title>');
    expect(notYet.body).not.toContain('Noch nicht online');
  });

  it('the account area, the sign-in pages and the unsubscribe page are not for search engines; a path that only looks like them is not found', async () => {
    for (const url of ['/auth', '/auth/login', '/app', '/unsubscribe']) {
      const res = await page(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
    for (const url of ['/authors', '/application', '/x/app/', '/unsubscribed']) {
      const res = await page(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body, url).toContain('<meta name="inserat-status" content="404">');
    }
  });

  it('the app is a page for GET only and never under /api; a missing file is a plain 404, not the app', async () => {
    for (const [method, url] of [
      ['GET', '/api'],
      ['GET', '/api/nope'],
      ['POST', '/impressum'],
      ['DELETE', '/gibt-es-nicht'],
      ['GET', '/favicon-alt.png'],
      ['GET', '/assets/fonts'],
      ['GET', '/assets/old-chunk-123.js'],
    ] as const) {
      const res = await server.app.inject({ method, url });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      expect(res.headers['content-type'], `${method} ${url}`).toContain('application/json');
    }
    // Only an extension at the end makes a file: a dot in the query or inside the path is still a page.
    expect((await page('/ads?q=Dr.Berg')).headers['content-type']).toContain('text/html');
    expect((await page('/gibt.es/nicht')).headers['content-type']).toContain('text/html');
  });

  it('an ad page whose lookup fails is not passed off as gone or unknown: 503, to be tried again', async () => {
    const databaseAway = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const lookup = vi.spyOn(server.services.uow.repos.ads, 'findById').mockRejectedValueOnce(databaseAway);
    try {
      // A 404 or 410 here would tell search engines to drop the ad.
      const res = await page('/ads/00000000-0000-4000-8000-00000000abcd');
      expect([res.statusCode, res.headers['retry-after']]).toEqual([503, '5']);
    } finally {
      lookup.mockRestore();
    }
  });

  it('answers honestly: 404 for unknown addresses and ids, 410 for an ad that was online, noindex for the account area', async () => {
    const live = await theLiveAd();
    expect((await page('/ads/%E0%A4%A')).statusCode).toBe(400); // broken percent-encoding: the client's fault, never a 5xx
    for (const url of [
      '/gibt-es-nicht',
      '/ads/abc',
      '/ads/00000000-0000-4000-8000-000000000000',
      `/ads/${live.id}0`,
      `/ads/0${live.id}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      expect(res.body, url).toContain('<div id="root">'); // the app still runs and shows its own page
      expect(res.body.includes('<meta name="inserat-status" content="404">'), url).toBe(url === '/gibt-es-nicht'); // ad pages show their own
    }
    const archived = await call(server.app, 'PATCH', `/api/ads/${live.id}`, { token, body: { status: 'archived' } });
    expect(archived.status).toBe(200);
    const gone = await page(`/ads/${live.id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<title>Anzeige nicht mehr verfügbar | Inserat</title>');
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
    expect(gone.body).not.toContain('rel="canonical"');
    // Nothing of the gone ad (its title is 'Altbau mit <Balkon> & "Stuck"').
    expect(gone.body).not.toContain('Stuck');
    const account = await page('/app/user_dashboard');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('<meta name="robots" content="noindex">');
    const asset = await page('/assets/old-chunk-123.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('application/json');
  });
});
