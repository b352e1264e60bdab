import type { InitOptions, LanguageDetectorAsyncModule, LanguageDetectorModule, Services } from 'i18next';
import type { DetectorOptions } from 'i18next-browser-languagedetector';

/**
 * i18next-browser-languagedetector, loaded only when it is needed: the spec's order (§9) asks <html lang> first, and
 * the server writes the visitor's language there on every page it sends (from the cookie or the browser's wish), so a
 * supported language found there is the answer the detector would give. The package comes when <html lang> names no
 * language we have (a page not from our server) and when a choice is cached (the cookie, on a switch of language).
 * Kept out of the app's start (about 2 KB gzip), as HttpBackendLazy keeps out the back-end.
 */
export class LanguageDetectorLazy implements LanguageDetectorAsyncModule {
  static readonly type = 'languageDetector' as const;
  readonly type = 'languageDetector' as const;
  readonly async = true as const;
  private setup: [Services, DetectorOptions, InitOptions] | null = null;
  private detector: Promise<LanguageDetectorModule> | null = null;

  init(services: Services, detectorOptions: DetectorOptions, i18nextOptions: InitOptions): void {
    this.setup = [services, detectorOptions, i18nextOptions];
  }

  async detect(): Promise<string | readonly string[] | undefined> {
    const supported = this.setup?.[2].supportedLngs;
    const fromPage = globalThis.document?.documentElement.lang.toLowerCase().split('-')[0];
    if (fromPage && Array.isArray(supported) && supported.includes(fromPage)) return fromPage;
    return (await this.loaded()).detect();
  }

  cacheUserLanguage(lng: string): void {
    // i18next caches at every start too: where the cookie already holds the language, there is nothing to write.
    const name = this.setup?.[1].lookupCookie ?? 'i18next';
    const cookies = globalThis.document?.cookie.split(/;\s*/) ?? [];
    if (cookies.includes(`${name}=${lng}`)) return;
    void this.loaded().then((detector) => detector.cacheUserLanguage?.(lng));
  }

  private loaded(): Promise<LanguageDetectorModule> {
    this.detector ??= import('i18next-browser-languagedetector').then(({ default: LanguageDetector }) => {
      const detector = new LanguageDetector() as unknown as LanguageDetectorModule;
      detector.init?.(...this.setup!);
      return detector;
    });
    return this.detector;
  }
}
