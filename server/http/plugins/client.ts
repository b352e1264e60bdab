import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { configScript, type PublicClientConfig } from '../publicConfig';

/** Long caching for hashed build files, none for index.html and the translation files. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const immutable = /[\\/]assets[\\/](?!locales[\\/])/.test(filePath);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ statusCode: 404, error: 'NOT_FOUND', message: 'Not found' });
}

/**
 * The built client: its files, and index.html for every other GET outside /api (the SPA routes). Without a
 * built client (or with clientDir null, as under `npm run dev`), unknown paths are plain 404s.
 */
export const clientPlugin = fp<{ clientDir: string | null; publicConfig: PublicClientConfig }>(
  async (app, { clientDir, publicConfig }) => {
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
    await app.register(fastifyStatic, { root: clientDir, prefix: '/', wildcard: true, index: false, cacheControl: false, setHeaders: cacheHeaders, preCompressed: true });
    // The SPA's routes get index.html with <html lang> from the language cookie, so the htmlTag detector
    // (first in spec §9's order) sees the visitor's choice.
    const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
      const lang = /(?:^|;\s*)i18next=(en|de)/.exec(String(request.headers.cookie ?? ''))?.[1] ?? 'de';
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`));
    };
    app.get('/', { schema: { hide: true } }, sendApp);
    app.setNotFoundHandler((request, reply) => {
      const url = request.raw.url ?? '/';
      if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET') return notFound(reply);
      return sendApp(request, reply);
    });
  },
  { name: 'client' },
);
