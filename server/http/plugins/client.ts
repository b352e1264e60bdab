import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { adHead, pageHead, withHead, type PageHead } from '../pageHead';
import { configScript, type PublicClientConfig } from '../publicConfig';
import { routePreloads } from '../routePreloads';

/** Long caching for hashed build files, none for index.html and the translation files. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const immutable = /[\\/]assets[\\/](?!locales[\\/])/.test(filePath);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ statusCode: 404, error: 'NOT_FOUND', message: 'Not found' });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The built client: its files, and index.html for every other GET outside /api (the SPA routes). Without a
 * built client (or with clientDir null, as under `npm run dev`), unknown paths are plain 404s.
 */
export const clientPlugin = fp<{ clientDir: string | null; publicConfig: PublicClientConfig; publicUrl: string }>(
  async (app, { clientDir, publicConfig, publicUrl }) => {
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
    const page = indexHtml.replace('</head>', `${configScript(publicConfig)}</head>`);
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
    const headOf = async (url: URL, lang: 'de' | 'en'): Promise<PageHead> => {
      const head = pageHead(url.pathname, url.searchParams, lang, publicUrl);
      if (head !== 'ad') return head;
      // URL already decoded what it could; an id is hex and dashes, so nothing else can match.
      const id = url.pathname.slice('/ads/'.length);
      const { ad, live } = UUID.test(id) ? await app.services.ads.publicState(id) : { ad: null, live: false };
      return adHead(ad, live, lang, publicUrl, (key) => app.services.images.publicUrl(key));
    };
    const preloadsFor = await routePreloads(clientDir);
    const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
      const lang = /(?:^|;\s*)i18next=(en|de)/.exec(String(request.headers.cookie ?? ''))?.[1] === 'en' ? 'en' : 'de';
      const url = new URL(request.raw.url ?? '/', 'http://inserat.invalid');
      const head = await headOf(url, lang);
      if (head.status === 200) head.extra.push(...preloadsFor(url.pathname));
      // Unknown addresses and gone ads answer honestly (404, 410); the page is the app all the same.
      return reply
        .code(head.status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withHead(page, head).replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`));
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
