// The server's render of the public pages (built by `vite build --ssr`). It composes the same container, use cases and
// presenters as the browser (src/startApp.tsx), with the ports the server hands in: its own services, called in-process.
import 'reflect-metadata/lite';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import type { PageRendererModule, RenderedPage, RenderRequest } from './ssrContract';
import { PublicAdsApi } from './application/ads/ports';
import { RequestError } from './application/shared/RequestError';
import { PackagesApi } from './application/packages/ports';
import { SiteApi } from './application/site/ports';
import { createContainer } from './infrastructure/container/createContainer';
import { loadConfig } from './infrastructure/config/loadConfig';
import { createFixedI18n } from './infrastructure/i18n/createI18n';
import { StorageInMemory } from './infrastructure/storage/StorageInMemory';
import { App } from './ui/app/App';
import { loadPage, prerenderedRoute } from './ui/app/prerenderRoutes';
import { AppRoutes } from './ui/app/routes';
import { uiModule } from './ui/app/uiModule';

// No reactions on the server: a render is a snapshot.
enableStaticRendering(true);

export function rendersOnServer(pathname: string, notFound: boolean): boolean {
  // A 404 shows the not-found page, except where a page of the signed-in area answers it itself in the browser
  // (a statement of reasons whose address names none says so on its own page).
  return (notFound && !/^\/decisions\//.test(pathname)) || prerenderedRoute(pathname) !== null;
}

const RENDER_TIMEOUT_MS = 5000;

export async function renderPage({
  url,
  translations,
  runtime,
  ports,
  notFound,
}: RenderRequest): Promise<RenderedPage> {
  const container = createContainer({ config: loadConfig({}, runtime), storage: new StorageInMemory() });
  container.load(uiModule());
  container.rebind(PublicAdsApi).toConstantValue(ports.ads);
  container.rebind(PackagesApi).toConstantValue(ports.packages);
  container.rebind(SiteApi).toConstantValue(ports.site);
  const page = await loadPage(container, url, translations.lng);
  const i18n = createFixedI18n(translations);
  const location = `${url.pathname}${url.search}`;
  // The same tree as the browser's (startApp.tsx), with the static router in place of the browser's.
  const html = await renderToHtml(
    <StrictMode>
      <Suspense fallback={null}>
        <App container={container} i18n={i18n}>
          <StaticRouter location={location}>
            <AppRoutes notFoundPath={notFound ? url.pathname : null} />
          </StaticRouter>
        </App>
      </Suspense>
    </StrictMode>,
  );
  return { html, page };
}

/**
 * The whole markup once every lazy page and area has loaded (search engines and link previews read it whole): React's
 * static prerender waits for every Suspense boundary, as `onAllReady` would, and writes each in place. A view that
 * throws, or a render past the time-out, rejects: the server then sends the page for the browser to render
 * (server/site/ssr/PageRenderer.ts), never a page with a boundary left to the browser's error recovery.
 */
async function renderToHtml(tree: ReactNode): Promise<string> {
  const late = new AbortController();
  const timer = setTimeout(
    () => late.abort(new Error(`the page was not rendered within ${RENDER_TIMEOUT_MS} ms`)),
    RENDER_TIMEOUT_MS,
  );
  let failed: unknown = null;
  try {
    const { prelude } = await prerenderToNodeStream(tree, {
      signal: late.signal,
      // Every boundary in place: a large one would otherwise be written apart with an inline script to move it, which
      // the Content-Security-Policy (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failed ??= error;
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    clearTimeout(timer);
  }
}

/** What the server loads (server/site/ssr/PageRenderer.ts). */
export default {
  renderPage,
  rendersOnServer,
  requestError: (status, code, message, fieldErrors) => new RequestError('http', code, message, status, fieldErrors),
} satisfies PageRendererModule;
