import type { Container, ServiceIdentifier } from 'inversify';
import { matchPath } from 'react-router-dom';
import { FeatureAreas, type FeatureArea } from '../../application/shared/ports';
import { AdDetailsPresenter } from '../pages/ads/AdDetailsPresenter';
import { AdsSearchPresenter } from '../pages/ads/AdsSearchPresenter';
import { LandingPresenter } from '../pages/LandingPresenter';
import { LegalPresenter } from '../pages/legal/LegalPresenter';
import { TransparencyPresenter } from '../pages/legal/TransparencyPresenter';
import { AppPresenter } from './AppPresenter';
import { APP_STATE, PrerenderedState, VIEW_KEYS, type Prerenderable, type PrerenderedPage } from './prerenderedState';

interface PageLoad {
  search: string;
  lang: 'de' | 'en';
  params: Record<string, string | undefined>;
}

interface PrerenderedRoute {
  path: string;
  /** The feature areas the page's presenters need (see routes.tsx). */
  areas?: FeatureArea[];
  /** Loads what the page's view shows; returns the per-view snapshots by key. */
  load(container: Container, page: PageLoad): Promise<Record<string, unknown>>;
}

async function viewData<P extends Prerenderable<unknown>>(
  container: Container,
  id: ServiceIdentifier<P>,
  load: (p: P) => Promise<void>,
) {
  const presenter = container.get(id);
  await load(presenter);
  return presenter.snapshot();
}

const legal: PrerenderedRoute['load'] = async (c) => ({
  [VIEW_KEYS.legal]: await viewData(c, LegalPresenter, (p) => p.load()),
});

/**
 * The public pages the server renders, and what each one loads first: the same presenters and use cases as in the
 * browser. Views name the same keys (usePrerenderedInstance), so the browser's first render shows what the server's did.
 */
export const PRERENDERED_ROUTES: PrerenderedRoute[] = [
  { path: '/', load: async (c) => ({ [VIEW_KEYS.landing]: await viewData(c, LandingPresenter, (p) => p.load()) }) },
  // The list lives in AdsListMemory (an app-wide snapshot): the page shows a remembered search at once.
  {
    path: '/ads',
    areas: ['searches'],
    load: async (c, { search, lang }) => (await c.get(AdsSearchPresenter).show(search, lang), {}),
  },
  {
    path: '/ads/:id',
    areas: ['ads', 'messages'],
    load: async (c, { params }) => ({
      [VIEW_KEYS.ad(params.id ?? '')]: await viewData(c, AdDetailsPresenter, (p) => p.load(params.id ?? '')),
    }),
  },
  { path: '/impressum', load: legal },
  { path: '/datenschutz', load: legal },
  { path: '/agb', load: legal },
  { path: '/widerrufsbelehrung', load: legal },
  { path: '/barrierefreiheit', load: legal },
  { path: '/sicherheit', load: legal },
  {
    path: '/transparenz',
    load: async (c) => ({ [VIEW_KEYS.transparency]: await viewData(c, TransparencyPresenter, (p) => p.load()) }),
  },
];

/** The rendered route for this path, or null where the browser renders alone (/app, /auth). */
export function prerenderedRoute(
  pathname: string,
): { route: PrerenderedRoute; params: Record<string, string | undefined> } | null {
  for (const route of PRERENDERED_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** Server: loads what the page at this address shows, into the container's presenters, and returns it for the browser. */
export async function loadPage(container: Container, url: URL, lang: 'de' | 'en'): Promise<PrerenderedPage> {
  const address = `${url.pathname}${url.search}`;
  const found = prerenderedRoute(url.pathname);
  const app = container.get(AppPresenter);
  let views: Record<string, unknown> = {};
  await Promise.all([
    app.loadForPage(),
    (async () => {
      if (!found) return;
      if (found.route.areas) await container.get(FeatureAreas).load(found.route.areas);
      views = await found.route.load(container, { search: url.search, lang, params: found.params });
    })(),
  ]);
  const appState = Object.fromEntries(
    Object.entries(APP_STATE).map(([key, id]) => [key, container.get(id).snapshot()]),
  );
  const page = { url: address, app: appState, views };
  // The server's views start from these snapshots exactly as the browser's will.
  container.get(PrerenderedState).set(page);
  return page;
}
