import { isUuid } from '../../../src/domain/id';
import { negotiate } from '@fastify/accept-negotiator';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PageRendererModule } from '../../../src/ssrContract';
import type { Operator } from '../../platform/ports';
import type { Language } from '../../accounts/ports';
import { PublicListCache } from '../../platform/PublicListCache';
import { PageRenderer, PageTranslations, type RenderedMarkup } from '../ssr/PageRenderer';
import { inProcessPorts, type PageServices } from '../ssr/inProcessPorts';
import type { ReadAdPageState } from '../../ads/ports';
import { adHead, inLanguage, pageHead, withHead, type PageHead } from './pageHead';
import { EncodedPage } from './encodedPage';
import { inlineStylesheets } from './inlineStylesheets';
import { configScript, type PublicClientConfig } from './publicConfig';
import { routePreloads } from './routePreloads';

/** Long caching for hashed build files, none for index.html and the translation files. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const immutable = /[\\/]assets[\\/](?!locales[\\/])/.test(filePath);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A page as sent: its status and HTML, and whether the server-side render failed (such a page is not reused). */
interface Page {
  status: number;
  html: EncodedPage;
  renderFailed: boolean;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ statusCode: 404, error: 'NOT_FOUND', message: 'Not found' });
}

/**
 * The built client: its files, and index.html for every other GET outside /api (the SPA routes). Without a
 * built client (or with clientDir null, as under `npm run dev`), unknown paths are plain 404s.
 */
export interface ClientPluginOptions {
  clientDir: string | null;
  publicConfig: PublicClientConfig;
  publicUrl: string;
  operator: Operator;
  /** The server-side render; by default the one built beside the client (DIR/ssr), if any. */
  renderer?: PageRendererModule | null;
  /** What the render's ports read (server/site/ssr/inProcessPorts.ts). */
  pageServices: PageServices;
  /** The ad's head (title, preview, status) comes from its state: public, gone, or never there. */
  readAdPageState: Pick<ReadAdPageState, 'execute'>;
  /** Which version of what visitors see the pages were made for: a cached page is kept until it changes. */
  publicVersion: () => number;
  /** One view of an ad in its seller's statistics, for a page opened from outside (a link, a reload). */
  countView: (request: FastifyRequest, adId: string) => void;
}

/**
 * The page's language: asked for in the address (?lng=, what hreflang links name), else the visitor's choice (the
 * i18next cookie), else the browser's languages (Accept-Language: "en-GB,en;q=0.9" is English), else German — which
 * is what search engines get, as they send neither.
 */
export function languageOf(
  url: URL,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): { lang: Language; inAddress: boolean } {
  const asked = url.searchParams.get('lng');
  if (asked === 'de' || asked === 'en') return { lang: asked, inAddress: true };
  const chosen = /(?:^|;\s*)i18next=(en|de)/.exec(cookie ?? '')?.[1];
  if (chosen === 'de' || chosen === 'en') return { lang: chosen, inAddress: false };
  // A region (en-GB, de-AT) asks for its language.
  const browser = acceptLanguage
    ? negotiate(acceptLanguage.replace(/\b([a-z]{2,3})-[a-z0-9-]+/gi, '$1'), ['de', 'en'])
    : null;
  return { lang: browser === 'en' ? 'en' : 'de', inAddress: false };
}

export const clientPlugin = fp<ClientPluginOptions>(
  async (
    app,
    {
      clientDir,
      publicConfig,
      publicUrl,
      operator,
      renderer: givenRenderer,
      pageServices,
      readAdPageState,
      publicVersion,
      countView,
    },
  ) => {
    let indexHtml: string | null = null;
    if (clientDir) {
      try {
        indexHtml = await readFile(path.join(clientDir, 'index.html'), 'utf8');
      } catch {
        app.log.warn({ clientDir }, 'no built client found; run `npm run build` (npm start does it for you)');
      }
    }
    if (clientDir === null || indexHtml === null) {
      app.setNotFoundHandler((_request, reply) => notFound(reply));
      return;
    }
    const page = (await inlineStylesheets(indexHtml, clientDir)).replace(
      '</head>',
      () => `${configScript(publicConfig)}</head>`,
    );
    const translations = await PageTranslations.read(clientDir);
    const rendererModule = givenRenderer === undefined ? await PageRenderer.fromBuild(clientDir) : givenRenderer;
    if (!rendererModule)
      app.log.warn(
        { clientDir },
        'no server-side render found beside the client (ssr/): pages are rendered in the browser only',
      );
    const renderer =
      rendererModule &&
      new PageRenderer(rendererModule, translations, publicConfig, (lng) =>
        inProcessPorts(pageServices, operator, rendererModule.requestError, lng),
      );
    // preCompressed: the build wrote .br and .gz beside each text file; the one the browser accepts is sent as is.
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders: cacheHeaders,
      preCompressed: true,
      // The build's manifest is for the server (route preloads), not for the world.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    });
    // The SPA's routes get index.html with <html lang> from the language cookie, so the htmlTag detector
    // (first in spec §9's order) sees the visitor's choice, and with the page's own title, description and tags.
    const headOf = async (url: URL, lang: Language, langInAddress: boolean): Promise<PageHead> => {
      const head = pageHead(url.pathname, url.searchParams, lang, publicUrl);
      if (head !== 'ad') return inLanguage(head, lang, langInAddress);
      // URL already decoded what it could; an id is hex and dashes, so nothing else can match.
      const id = url.pathname.slice('/ads/'.length);
      const { ad, live } = isUuid(id) ? await readAdPageState.execute(id) : { ad: null, live: false };
      return inLanguage(
        adHead(ad, live, lang, publicUrl, (key) => pageServices.images.publicUrl(key)),
        lang,
        langInAddress,
      );
    };
    // A render that fails leaves the page to the browser (as before server rendering), and says why in the log.
    const renderOf = async (url: URL, lang: Language, head: PageHead): Promise<RenderedMarkup | null | 'failed'> => {
      const notFound = head.status === 404;
      if (!renderer?.rendersOnServer(url.pathname, notFound, lang)) return null;
      try {
        return await renderer.render(url, lang, notFound);
      } catch (err) {
        app.log.error({ err, url: url.pathname }, 'the server-side render failed; the browser renders this page');
        return 'failed';
      }
    };
    const preloadsFor = await routePreloads(clientDir);
    const pageFor = async (url: URL, lang: Language, inAddress: boolean): Promise<Page> => {
      const head = await headOf(url, lang, inAddress);
      if (head.status === 200) head.extra.push(...preloadsFor(url.pathname));
      const rendered = await renderOf(url, lang, head);
      const markup = rendered === 'failed' ? null : rendered;
      if (markup?.head) head.extra.push(markup.head);
      const html = withHead(page, head)
        .replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`)
        // The installed app's name and shortcuts in the page's language.
        .replace('/manifest-de.webmanifest', `/manifest-${lang}.webmanifest`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${markup?.html ?? ''}</div>${markup?.state ?? ''}${translations.script(lang, url.pathname)}`,
        );
      return { status: head.status, html: new EncodedPage(html), renderFailed: rendered === 'failed' };
    };
    // A page is the same for every visitor (the session is restored in the browser): made once per language and address
    // until something visitors see changes (the public data's version), 30 s at most. A page whose render failed is
    // not kept, so the next request tries again.
    const pages = new PublicListCache<Page>(30_000, 500);
    const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.raw.url ?? '/', 'http://inserat.invalid');
      const { lang, inAddress } = languageOf(url, request.headers.cookie, request.headers['accept-language']);
      const key = `${publicVersion()}|${lang}|${inAddress}|${url.pathname}${url.search}`;
      const { status, html, renderFailed } = await pages.get(key, () => pageFor(url, lang, inAddress));
      if (renderFailed) pages.forget(key);
      // A live ad's page, opened from outside (a link, a reload): one view in its seller's statistics.
      const adId = status === 200 && url.pathname.startsWith('/ads/') ? url.pathname.slice('/ads/'.length) : '';
      if (isUuid(adId)) countView(request, adId);
      const { body, encoding } = await html.for(request.headers['accept-encoding']);
      // One address, several pages: by encoding, and by language (cookie or browser).
      reply.header('Vary', encoding ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Language, Cookie');
      if (encoding) reply.header('Content-Encoding', encoding);
      // Unknown addresses and gone ads answer honestly (404, 410); the page is the app all the same.
      return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
    };
    app.get('/', { schema: { hide: true } }, sendApp);
    app.setNotFoundHandler((request, reply) => {
      const url = request.raw.url ?? '/';
      if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET') return notFound(reply);
      // A missing file (an old hashed chunk, a mistyped image) is a plain 404, not the app's page. Only the path
      // counts: a search for "Dr.Berg" in the query is a page.
      const pathname = url.split('?')[0]!;
      if (pathname.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) return notFound(reply);
      return sendApp(request, reply);
    });
  },
  { name: 'client' },
);
