import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { PageRendererModule } from '../../src/ssrContract';
import sharp from 'sharp';
import { call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

/**
 * Issue 12: the public pages come rendered from the server (the client's own views and presenters, fed in-process),
 * with the data and strings the browser's first render needs. What `curl` sees is what a search engine sees.
 */
const root = path.resolve(import.meta.dirname, '../..');
// A path in a variable: the server's typecheck does not compile the client's views (Vitest does, like Vite's SSR build).
const ENTRY = path.join(root, 'src/entry-server.tsx');

let server: TestServer;
let clientDir: string;
let live: Ad;
let renderer: PageRendererModule;

/** A seller's ad, published with one photo (publishing needs one). */
async function publishAd(email: string, title: string): Promise<Ad> {
  const seller = await signUp(server, email);
  await server.services.uow.repos.ledger.append({ userId: seller.id, packageId: 'basis', amount: 1, reason: 'grant' });
  const draft = (await call(server.app, 'POST', '/api/ads', { token: seller.token, body: validAd({ title }) })).body
    .data as Ad;
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toBuffer();
  expect((await upload(server.app, seller.token, draft.id, photo)).status).toBe(200);
  const published = await call(server.app, 'POST', `/api/ads/${draft.id}/publish`, {
    token: seller.token,
    body: { packageId: 'basis' },
  });
  expect(published.status).toBe(200);
  return published.body.data as Ad;
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-ssr-'));
  await cp(path.join(root, 'index.html'), path.join(clientDir, 'index.html'));
  await cp(path.join(root, 'public/assets/locales'), path.join(clientDir, 'assets/locales'), { recursive: true });
  renderer = ((await import(/* @vite-ignore */ ENTRY)) as { default: PageRendererModule }).default;
  server = await startTestServer(
    { clientDir },
    { PUBLIC_URL: 'https://inserat.example', LEGAL_COMPANY: 'Beispiel Immobilien GmbH' },
    undefined,
    { pageRenderer: renderer },
  );
  live = await publishAd('ssr@example.de', 'Sonnige Wohnung mit Balkon am Park');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => server.app.inject({ url, headers: cookie ? { cookie } : {} });
/** The markup inside #root, as the browser gets it before any JavaScript. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="inserat-(?:state|i18n)"/.exec(html)?.[1] ?? '';
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="inserat-state">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    url: string;
    app: Record<string, unknown>;
    views: Record<string, unknown>;
  } | null;

// Server-rendered public pages.
describe('server-rendered public pages', () => {
  it('the home page: its visible text, the newest ads and the packages, with the data for the browser', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const text = textOf(rootOf(res.body));
    expect(text).toContain('Finden Sie Ihr neues Zuhause');
    expect(text).toContain('Sonnige Wohnung mit Balkon am Park');
    expect(text).toContain('Basis'); // a package, from the start-up data
    // Every part in place: nothing left to a script the Content-Security-Policy would block, no loader shown.
    expect(rootOf(res.body)).not.toMatch(/<template|<script/);
    expect(text).not.toContain('Wird geladen');
    const state = stateOf(res.body)!;
    expect(state.url).toBe('/');
    expect(JSON.stringify(state.views.landing)).toContain(live.id);
    expect(res.body).toContain('<script type="application/json" id="inserat-i18n">{"lng":"de"');
  });

  it('a search: the results of the query in the HTML, and the list for the browser to show without fetching it', async () => {
    const res = await get('/ads?q=Balkon');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>„Balkon“ – Immobilien-Anzeigen | Inserat</title>');
    const text = textOf(rootOf(res.body));
    expect(text).toContain('Sonnige Wohnung mit Balkon am Park');
    expect(text).toContain('1 Angebot');
    const lists = stateOf(res.body)!.app.adsLists as [string, { items: Ad[] }][];
    expect(lists).toHaveLength(1);
    expect(lists[0]![1].items.map((ad) => ad.id)).toEqual([live.id]);
  });

  it.each([
    ['de', '/ads?q=Balkon%20bis%20999%2C99', 0],
    ['en', '/ads?q=Balkon%20bis%20999%2C99&lng=en', 1],
  ])(
    'a search with a number in its words reads it as the page language writes it, as the API does (%s)',
    async (lang, url, found) => {
      // "999,99" is 999.99 € in German and, in English where a comma groups thousands, most likely €999,990.
      const api = (
        await call(server.app, 'GET', '/api/ads?q=Balkon%20bis%20999%2C99', { headers: { 'accept-language': lang } })
      ).body.data as { total: number };
      expect(api.total).toBe(found);
      const lists = stateOf((await get(url)).body)!.app.adsLists as [string, { total: number; items: Ad[] }][];
      expect(new Set(lists.map(([, list]) => list.total))).toEqual(new Set([found]));
    },
  );

  it('a search nothing matches renders its empty state, not the ads of another search', async () => {
    const text = textOf(rootOf((await get('/ads?q=Schlossturm')).body));
    expect(text).not.toContain('Sonnige Wohnung');
    expect(text).toContain('0 Angebote');
  });

  it('an ad page: the ad itself, its price and facts, with title, JSON-LD and hreflang in the head', async () => {
    const res = await get(`/ads/${live.id}`);
    expect(res.statusCode).toBe(200);
    const text = textOf(rootOf(res.body));
    expect(text).toContain('Sonnige Wohnung mit Balkon am Park');
    expect(text).toContain('1.250 €');
    expect(text).toContain('Anbieter kontaktieren');
    expect(res.body).toContain('<script type="application/ld+json">');
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="en" href="https://inserat.example/ads/${live.id}?lng=en">`,
    );
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="https://inserat.example/ads/${live.id}">`,
    );
    expect((stateOf(res.body)!.views[`ad:${live.id}`] as { ad: Ad }).ad.id).toBe(live.id);
  });

  it('in English when the address asks for it (?lng=en), with the English address as canonical', async () => {
    const res = await get(`/ads/${live.id}?lng=en`, 'i18next=de');
    expect(res.body).toContain('<html lang="en"');
    expect(textOf(rootOf(res.body))).toContain('Contact the advertiser');
    expect(res.body).toContain(`<link rel="canonical" href="https://inserat.example/ads/${live.id}?lng=en">`);
    expect(res.body).toContain('<script type="application/json" id="inserat-i18n">{"lng":"en"');
  });

  it("in the visitor's language from the cookie when the address names none", async () => {
    const res = await get('/', 'i18next=en');
    expect(textOf(rootOf(res.body))).toContain('Find your new home');
    expect(res.body).toContain('<link rel="canonical" href="https://inserat.example/">');
  });

  it("the legal pages carry the operator's data", async () => {
    const res = await get('/impressum');
    expect(res.statusCode).toBe(200);
    expect(textOf(rootOf(res.body))).toContain('Beispiel Immobilien GmbH');
  });

  it('a page inlines the strings it needs: the legal texts only on the legal pages', async () => {
    const i18nOf = (body: string) =>
      JSON.parse(/<script type="application\/json" id="inserat-i18n">(.*?)<\/script>/.exec(body)![1]!) as {
        resources: Record<string, unknown>;
      };
    expect(Object.keys(i18nOf((await get('/impressum')).body).resources)).toEqual(['translation', 'legal']);
    expect(Object.keys(i18nOf((await get('/')).body).resources)).toEqual(['translation']);
    expect((await get('/')).body).not.toContain('Angaben gemäß § 5 DDG');
  });

  it('an unknown ad and an unknown address answer 404 with the not-found page rendered', async () => {
    const ad = await get('/ads/00000000-0000-4000-8000-000000000000');
    expect(ad.statusCode).toBe(404);
    expect(textOf(rootOf(ad.body))).toContain('Anzeige nicht gefunden');
    const page = await get('/gibt-es-nicht');
    expect(page.statusCode).toBe(404);
    expect(textOf(rootOf(page.body))).toContain('Seite nicht gefunden');
  });

  it('an ad that went offline answers 410 with a page that says so and offers similar ads', async () => {
    const gone = await publishAd('ssr-gone@example.de', 'Abgelaufene Wohnung mit Balkon');
    const owner = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'ssr-gone@example.de', password: 'secret-password-1' },
    });
    const token = (owner.body.data as { accessToken: string }).accessToken;
    expect(
      (await call(server.app, 'PATCH', `/api/ads/${gone.id}`, { token, body: { status: 'archived' } })).status,
    ).toBe(200);
    const res = await get(`/ads/${gone.id}`);
    expect(res.statusCode).toBe(410);
    const text = textOf(rootOf(res.body));
    expect(text).toContain('Diese Anzeige ist nicht mehr verfügbar');
    expect(text).toContain('Ähnliche Anzeigen');
    expect(text).toContain('Sonnige Wohnung mit Balkon am Park');
    expect(text).not.toContain('Abgelaufene Wohnung');
  });

  it('a rendered page is reused until something visitors see changes, then rendered anew', async () => {
    const ad = await publishAd('ssr-cache@example.de', 'Wohnung vor der Änderung');
    const first = await get(`/ads/${ad.id}`);
    expect((await get(`/ads/${ad.id}`)).body).toBe(first.body);
    const login = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: 'ssr-cache@example.de', password: 'secret-password-1' },
    });
    const token = (login.body.data as { accessToken: string }).accessToken;
    expect(
      (
        await call(server.app, 'PATCH', `/api/ads/${ad.id}`, {
          token,
          body: { description: 'Ganz neu beschrieben: hell, ruhig, mit Blick ins Grüne.' },
        })
      ).status,
    ).toBe(200);
    expect(textOf(rootOf((await get(`/ads/${ad.id}`)).body))).toContain('Ganz neu beschrieben');
  });

  it('the signed-in area and the sign-in pages are left to the browser, with the strings inlined all the same', async () => {
    for (const url of ['/app/user_dashboard', '/auth/login']) {
      const res = await get(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="inserat-state"');
      expect(res.body, url).toContain('id="inserat-i18n"');
    }
  });

  it('data that would end the script block early is escaped', async () => {
    const draft = await publishAd('ssr-escape@example.de', 'Loft </script><script>alert(1)</script> $& Co');
    const res = await get(`/ads/${draft.id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('<title>Loft &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; Co');
    expect(stateOf(res.body)!.url).toBe(`/ads/${draft.id}`);
  });
});
