import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { PageRendererModule } from '../../src/ssrContract';
import { sampleAd } from '../fakes/sampleAd';
import { startTestServer, type TestServer } from './helpers';

/**
 * Issue 12: the public pages come rendered from the server (the client's own views and presenters, fed in-process),
 * with the data and strings the browser's first render needs. What `curl` sees is what a search engine sees.
 */
const root = path.resolve(import.meta.dirname, '../..');
// A path in a variable: the server's typecheck does not compile the client's views (Vitest does, like Vite's SSR build).
const ENTRY = path.join(root, 'src/entry-server.tsx');

let server: TestServer;
let clientDir: string;
let renderer: PageRendererModule;
/** What the one server of this file does when it renders a page: each test sets it (the real render by default). */
let render: PageRendererModule['renderPage'];

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-ssr-'));
  await cp(path.join(root, 'index.html'), path.join(clientDir, 'index.html'));
  await cp(path.join(root, 'public/assets/locales'), path.join(clientDir, 'assets/locales'), { recursive: true });
  renderer = ((await import(/* @vite-ignore */ ENTRY)) as { default: PageRendererModule }).default;
  server = await startTestServer({ clientDir }, {}, undefined, {
    pageRenderer: { ...renderer, renderPage: (request) => render(request) },
  });
}, 60_000);
beforeEach(() => {
  render = renderer.renderPage;
});
afterAll(async () => {
  await server?.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** The markup inside #root, as the browser gets it before any JavaScript. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="inserat-(?:state|i18n)"/.exec(html)?.[1] ?? '';
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

// When the server-side render fails.
describe('when the server-side render fails', () => {
  it('the page is still served, for the browser to render, and the failure is logged', async () => {
    render = () => Promise.reject(new Error('render broke'));
    const res = await server.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('id="inserat-i18n"');
  });

  it('a view that throws while rendering leaves the page to the browser: no error message goes out as the page', async () => {
    // An ad without its photo list: the landing page's card reads its cover and throws. The page's error boundary would
    // show "could not be shown" in the browser; the server's render must fail instead, as React's did, so that search
    // engines and the 30 s page cache never get that message as the page.
    const broken = { ...sampleAd({ title: 'Wohnung ohne Fotoliste' }), images: null } as unknown as Ad;
    render = (request) =>
      renderer.renderPage({
        ...request,
        ports: {
          ...request.ports,
          ads: {
            ...request.ports.ads,
            search: async (...query) => ({ ...(await request.ports.ads.search(...query)), items: [broken] }),
          },
        },
      });
    const res = await server.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('Wohnung ohne Fotoliste');
  });

  it('a page whose render failed is not reused: the next request renders it', async () => {
    let failures = 1;
    render = (request) =>
      failures-- > 0 ? Promise.reject(new Error('render broke once')) : renderer.renderPage(request);
    expect((await server.app.inject({ url: '/agb' })).body).toContain('<div id="root"></div>');
    expect(textOf(rootOf((await server.app.inject({ url: '/agb' })).body))).toContain(
      'Allgemeine Geschäftsbedingungen',
    );
  });
});
