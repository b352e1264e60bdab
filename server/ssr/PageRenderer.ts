import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRendererModule, ServerPorts } from '../../src/ssrContract';
import type { Language } from '../domain/user';
import { PublicListCache } from '../application/ads/PublicListCache';
import type { PublicClientConfig } from '../http/publicConfig';

/** A server-rendered page: the markup for #root and the data blocks the browser's first render reads. */
export interface RenderedMarkup {
  html: string;
  /** The presenters' data as JSON, `<` escaped (it stands inside a <script> data block). */
  state: string;
}

/** JSON for a <script type="application/json"> block: `<` escaped so no text in it can end the block. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The built client's translation files, read once: inlined into every page, so the browser fetches none for it. A
 * language whose file is missing or unreadable is left to the browser to fetch, as without this, and its pages to the
 * browser to render.
 */
export class PageTranslations {
  /** Each language's data block, made once (40 KB of JSON is no work to repeat on every page). */
  private readonly scripts: Record<Language, string>;

  private constructor(private readonly files: Record<Language, Record<string, unknown> | null>) {
    const block = (lng: Language) => {
      const resources = files[lng];
      return resources ? `<script type="application/json" id="inserat-i18n">${scriptJson({ lng, resources })}</script>` : '';
    };
    this.scripts = { de: block('de'), en: block('en') };
  }

  static async read(clientDir: string): Promise<PageTranslations> {
    const read = async (lng: Language) => {
      try {
        return JSON.parse(await readFile(path.join(clientDir, 'assets/locales', lng, 'translation.json'), 'utf8')) as Record<string, unknown>;
      } catch {
        return null;
      }
    };
    return new PageTranslations({ de: await read('de'), en: await read('en') });
  }

  of(lng: Language): Record<string, unknown> | null {
    return this.files[lng];
  }

  /** The page's language file as the data block src/startApp.tsx reads. */
  script(lng: Language): string {
    return this.scripts[lng];
  }
}

/**
 * The public pages rendered on the server with the client's own views and presenters (src/entry-server.tsx, built by
 * `npm run build` into ssr/ beside the client), fed by the server's services in-process.
 */
export class PageRenderer {
  /**
   * Rendered pages by language and address, for as long as nothing visitors see has changed (the public list's version
   * counts every such write) and at most the list's TTL: most visitors open the same few pages.
   */
  private readonly rendered = new PublicListCache<RenderedMarkup>(30_000, 200);

  constructor(
    private readonly module: PageRendererModule,
    private readonly translations: PageTranslations,
    private readonly runtime: PublicClientConfig,
    private readonly ports: ServerPorts,
    private readonly dataVersion: () => number = () => 0,
  ) {}

  /** The built render beside the client (DIR/ssr/entry-server.js), or null where there is none (`npm run dev`). */
  static async fromBuild(clientDir: string): Promise<PageRendererModule | null> {
    const entry = path.join(path.dirname(clientDir), 'ssr', 'entry-server.js');
    if (!existsSync(entry)) return null;
    return ((await import(pathToFileURL(entry).href)) as { default: PageRendererModule }).default;
  }


  rendersOnServer(pathname: string, notFound: boolean, lng: Language): boolean {
    return this.translations.of(lng) !== null && this.module.rendersOnServer(pathname, notFound);
  }

  render(url: URL, lng: Language, notFound: boolean): Promise<RenderedMarkup> {
    return this.rendered.get(`${this.dataVersion()}|${lng}|${notFound}|${url.pathname}${url.search}`, () => this.renderNow(url, lng, notFound));
  }

  private async renderNow(url: URL, lng: Language, notFound: boolean): Promise<RenderedMarkup> {
    const { html, page } = await this.module.renderPage({ url, translations: { lng, resources: this.translations.of(lng) ?? {} }, runtime: this.runtime, ports: this.ports, notFound });
    return { html, state: `<script type="application/json" id="inserat-state">${scriptJson(page)}</script>` };
  }
}
