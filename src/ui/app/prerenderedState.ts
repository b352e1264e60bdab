import type { Container, ServiceIdentifier } from 'inversify';
import { AdsListMemory } from '../pages/ads/AdsListMemory';
import { AppPresenter } from './AppPresenter';

/** A presenter whose data the server's render hands to the browser's: what it shows, and how to show it again. */
export interface Prerenderable<S> {
  snapshot(): S;
  restore(snapshot: S): void;
}

/** What a server-rendered page carries for the browser: the address it was rendered for and each presenter's data. */
export interface PrerenderedPage {
  url: string;
  /** App-wide presenters (singletons), restored once before the first render. */
  app: Record<string, unknown>;
  /** Per-view presenters, restored when their view first takes them, by key (see usePrerenderedInstance). */
  views: Record<string, unknown>;
}

/**
 * The server-rendered page's data, in the container. A view's presenter starts from it only on the address it was
 * rendered for: after the first navigation it is cleared, and views load as they always do.
 */
export class PrerenderedState {
  private page: PrerenderedPage | null = null;

  set(page: PrerenderedPage): void {
    this.page = page;
  }

  get url(): string | null {
    return this.page?.url ?? null;
  }

  view(key: string): { found: true; snapshot: unknown } | { found: false } {
    const views = this.page?.views;
    return views && key in views ? { found: true, snapshot: views[key] } : { found: false };
  }

  clear(): void {
    this.page = null;
  }
}

/** The keys views and the server's loaders name a view's data by. */
export const VIEW_KEYS = {
  landing: 'landing',
  legal: 'legal',
  transparency: 'transparency',
  ad: (id: string) => `ad:${id}`,
} as const;

/** The app-wide presenters a page's render depends on, by the key their data travels under. */
export const APP_STATE: Record<string, ServiceIdentifier<Prerenderable<unknown>>> = {
  app: AppPresenter,
  adsLists: AdsListMemory,
};

/** Browser: the page's data before the first render; views then find theirs in the PrerenderedState. */
export function restorePage(container: Container, page: PrerenderedPage): void {
  for (const [key, id] of Object.entries(APP_STATE)) if (key in page.app) container.get(id).restore(page.app[key]);
  container.get(PrerenderedState).set(page);
}
