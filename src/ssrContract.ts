// What the server hands the client's server-side render (src/entry-server.tsx) and gets back. Plain types, so the
// server can name them without compiling the client's views.
import type { PublicAdsApi } from './application/ads/ports';
import type { PackagesApi } from './application/packages/ports';
import type { SiteApi } from './application/site/ports';
import type { ErrorCode, FieldError } from './domain/errors';
import type { RuntimeConfig } from './infrastructure/config/loadConfig';

/** The client ports the server implements itself, in-process (the rest are never reached while rendering a public page). */
export interface ServerPorts {
  ads: PublicAdsApi;
  packages: PackagesApi;
  site: SiteApi;
}

/**
 * The translation files by namespace: `translation` for every page, `legal` for the legal texts' sections, `account`
 * for the signed-in area and the sign-in pages (never rendered on the server).
 */
export type TranslationNamespace = 'translation' | 'legal' | 'account';

export interface RenderRequest {
  /** The page's address (path and query count). */
  url: URL;
  /** The page's language and the translation files the page carries (the render uses exactly what the browser gets). */
  translations: { lng: 'de' | 'en'; resources: Partial<Record<TranslationNamespace, Record<string, unknown>>> };
  /** The public configuration the page also carries (server/site/http/publicConfig.ts). */
  runtime: RuntimeConfig;
  ports: ServerPorts;
  /** The server answers 404 for this address: render the not-found page instead of leading home. */
  notFound: boolean;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The presenters' data for the browser's first render (PrerenderedPage), written into the page as JSON. */
  page: { url: string };
}

/** The module `vite build --ssr` makes of src/entry-server.tsx. */
export interface PageRendererModule {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  /**
   * The error a port throws for an API error, built from the render's own classes: the presenters tell error codes by
   * `instanceof DomainError`, which a class from the server's bundle would not pass.
   */
  requestError(status: number, code: ErrorCode, message: string, fieldErrors: FieldError[]): Error;
  /** Whether the server renders this address; the signed-in area and the sign-in pages are the browser's alone. */
  rendersOnServer(pathname: string, notFound: boolean): boolean;
}
