import { describe, expect, it, vi } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { call, publishedAd, signUp, validAd } from './helpers';
import { ldJson, openGraph, page, server, theLiveAd, token, withPageHeadServer } from './pageHeadServer';

/** What every page answers: its preloads, link previews and listings, the account area kept out, honest status codes. */
withPageHeadServer();

describe('what every page answers', () => {
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

  it('a statement of reasons is a page for its id only: any other address there is not found (issue 67)', async () => {
    const statement = await page('/decisions/0b7e9a52-3c1d-4f7a-9c1e-2f4b6d8a0c13');
    expect(statement.statusCode).toBe(200);
    expect(statement.body).toContain('<meta name="robots" content="noindex">');
    for (const url of ['/decisions/abc', '/decisions/0b7e9a52']) expect((await page(url)).statusCode, url).toBe(404);
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
