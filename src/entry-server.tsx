// The server's render of the public pages (built by `vite build --ssr`). It composes the same container, use cases and
// presenters as the browser (src/startApp.tsx), with the ports the server hands in: its own services, called in-process.
import 'reflect-metadata/lite';
import { StrictMode, Suspense, type ReactNode } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
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
  return notFound || prerenderedRoute(pathname) !== null;
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
 * The whole markup once every lazy page and area has loaded (search engines and previews read it whole). Preact renders
 * it (docs/decisions.md §1), as it hydrates it in the browser; the tree is written against React's types.
 */
async function renderToHtml(tree: ReactNode): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the page was not rendered within ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([renderToStringAsync(tree as VNode), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the server loads (server/ssr/PageRenderer.ts). */
export default {
  renderPage,
  rendersOnServer,
  requestError: (status, code, message, fieldErrors) => new RequestError('http', code, message, status, fieldErrors),
} satisfies PageRendererModule;
