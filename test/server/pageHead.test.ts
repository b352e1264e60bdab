import { describe, expect, it } from 'vitest';
import { call, publishedAd, signUp } from './helpers';
import { ldJson, page, server, theLiveAd, withPageHeadServer } from './pageHeadServer';

/** Issue 12: an ad page's head as sent, in the reader's language, the views it counts, the home and search titles. */
withPageHeadServer();

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
      await server.services.ads.adStats.flush();
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
});
