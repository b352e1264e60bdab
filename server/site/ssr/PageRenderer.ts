import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRendererModule, ServerPorts, TranslationNamespace } from '../../../src/ssrContract';
import type { Language } from '../../accounts/ports';
import type { PublicClientConfig } from '../http/publicConfig';
import { LEGAL_PATHS } from '../../../src/domain/legalDocuments';

/** A server-rendered page: the markup for #root and the data blocks the browser's first render reads. */
export interface RenderedMarkup {
  html: string;
  /** What React hoists out of the body (the preload of a first photo with high priority): it goes into the head. */
  head: string;
  /** The presenters' data as JSON, `<` escaped (it stands inside a <script> data block). */
  state: string;
}

/** JSON for a <script type="application/json"> block: `<` escaped so no text in it can end the block. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

type LanguageFiles = Partial<Record<TranslationNamespace, Record<string, unknown>>>;

/** The pages that show the legal texts, the only ones whose data block carries the `legal` namespace. */
const LEGAL_PAGES = new Set(LEGAL_PATHS);

/**
 * The built client's translation files, read once and inlined into every page, so the browser fetches none for it:
 * every page gets the `translation` namespace, the legal pages the `legal` one too (the legal texts are a third of the
 * strings; other pages load them if the visitor goes there). The `account` namespace (the signed-in area's strings) is
 * never inlined: those pages are the browser's. The server's render uses exactly the namespaces the page carries, so
 * the browser's first render reads the same strings. A language whose main file is missing or unreadable is left to
 * the browser to fetch, as without this, and its pages to the browser to render.
 */
export class PageTranslations {
  /** Each language's data blocks, made once (tens of KB of JSON are no work to repeat on every page). */
  private readonly scripts: Record<Language, { page: string; legalPage: string }>;

  private constructor(private readonly files: Record<Language, LanguageFiles | null>) {
    const block = (lng: Language, namespaces: TranslationNamespace[]) =>
      files[lng]
        ? `<script type="application/json" id="inserat-i18n">${scriptJson({ lng, resources: pick(files[lng], namespaces) })}</script>`
        : '';
    this.scripts = {
      de: { page: block('de', PAGE_NAMESPACES), legalPage: block('de', LEGAL_PAGE_NAMESPACES) },
      en: { page: block('en', PAGE_NAMESPACES), legalPage: block('en', LEGAL_PAGE_NAMESPACES) },
    };
  }

  static async read(clientDir: string): Promise<PageTranslations> {
    const file = async (lng: Language, ns: TranslationNamespace) => {
      try {
        return JSON.parse(await readFile(path.join(clientDir, 'assets/locales', lng, `${ns}.json`), 'utf8')) as Record<
          string,
          unknown
        >;
      } catch {
        return undefined;
      }
    };
    const read = async (lng: Language): Promise<LanguageFiles | null> => {
      const translation = await file(lng, 'translation');
      if (!translation) return null;
      const legal = await file(lng, 'legal');
      return legal ? { translation, legal } : { translation };
    };
    return new PageTranslations({ de: await read('de'), en: await read('en') });
  }

  /** Whether the language's strings are there to render with. */
  has(lng: Language): boolean {
    return this.files[lng] !== null;
  }

  /** The namespaces the page at this path carries, for the server's own render. */
  forPage(lng: Language, pathname: string): LanguageFiles {
    return pick(this.files[lng], LEGAL_PAGES.has(pathname) ? LEGAL_PAGE_NAMESPACES : PAGE_NAMESPACES);
  }

  /** The same strings as the data block src/startApp.tsx reads. */
  script(lng: Language, pathname: string): string {
    return LEGAL_PAGES.has(pathname) ? this.scripts[lng].legalPage : this.scripts[lng].page;
  }
}

const PAGE_NAMESPACES: TranslationNamespace[] = ['translation'];
const LEGAL_PAGE_NAMESPACES: TranslationNamespace[] = ['translation', 'legal'];

function pick(files: LanguageFiles | null, namespaces: TranslationNamespace[]): LanguageFiles {
  return Object.fromEntries(namespaces.filter((ns) => files?.[ns]).map((ns) => [ns, files![ns]]));
}

/**
 * The public pages rendered on the server with the client's own views and presenters (src/entry-server.tsx, built by
 * `npm run build` into ssr/ beside the client), fed by the server's services in-process.
 */
export class PageRenderer {
  constructor(
    private readonly module: PageRendererModule,
    private readonly translations: PageTranslations,
    private readonly runtime: PublicClientConfig,
    /** The ports for a page in a language: numbers in searched words are read as that language writes them. */
    private readonly portsFor: (lng: Language) => ServerPorts,
  ) {}

  /** The built render beside the client (DIR/ssr/entry-server.js), or null where there is none (`npm run dev`). */
  static async fromBuild(clientDir: string): Promise<PageRendererModule | null> {
    const entry = path.join(path.dirname(clientDir), 'ssr', 'entry-server.js');
    if (!existsSync(entry)) return null;
    return ((await import(pathToFileURL(entry).href)) as { default: PageRendererModule }).default;
  }

  rendersOnServer(pathname: string, notFound: boolean, lng: Language): boolean {
    return this.translations.has(lng) && this.module.rendersOnServer(pathname, notFound);
  }

  async render(url: URL, lng: Language, notFound: boolean): Promise<RenderedMarkup> {
    const { html, page } = await this.module.renderPage({
      url,
      translations: { lng, resources: this.translations.forPage(lng, url.pathname) },
      runtime: this.runtime,
      ports: this.portsFor(lng),
      notFound,
    });
    const hoisted = /^(?:<link [^>]*\/>)*/.exec(html)![0];
    return {
      html: html.slice(hoisted.length),
      head: hoisted,
      state: `<script type="application/json" id="inserat-state">${scriptJson(page)}</script>`,
    };
  }
}
