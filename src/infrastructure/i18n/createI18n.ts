import i18next, { type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HttpBackendLazy } from './HttpBackendLazy';
import { LanguageDetectorLazy } from './LanguageDetectorLazy';

export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const LOCALES_PATH = '/assets/locales/{{lng}}/{{ns}}.json';
/**
 * The namespaces: every page's strings; the legal texts' long sections (only the four legal pages need them); and the
 * strings only the signed-in area and the sign-in pages show (forms, dashboards, billing), which public pages never
 * carry. The guards of /app and /auth load `account` before those pages render.
 */
export const NAMESPACES = ['translation', 'legal', 'account'] as const;
/** Loaded by the /app and /auth guards; looked up whenever a key is not in `translation`. */
export const ACCOUNT_NAMESPACE = 'account' satisfies Namespace;
export type Namespace = (typeof NAMESPACES)[number];

/** One language's strings by namespace, as the server writes them into the page (the namespaces the page needs). */
export interface InlineTranslations {
  lng: SupportedLanguage;
  resources: Partial<Record<Namespace, Record<string, unknown>>>;
}

/**
 * Spec §9: detection order, cookie cache, one default namespace (the legal texts' long sections and the account area's
 * strings live in two more, fetched only where they are shown), fallback en, backend connector limits.
 * German needs no fallback: a unit test holds both files to the same keys, so showing German never fetches English.
 */
export function i18nOptions(): InitOptions {
  return {
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: { de: [], default: ['en'] },
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    // The account area's keys are used like every other key (t('billing.title')); they resolve once it is loaded.
    fallbackNS: ACCOUNT_NAMESPACE,
    detection: {
      order: ['htmlTag', 'cookie', 'localStorage', 'path', 'subdomain'],
      caches: ['cookie'],
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    backend: { loadPath: LOCALES_PATH },
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
  };
}

/**
 * The browser's i18n. With the strings the server wrote into the page, the page's language needs no request; the
 * other language, and a namespace the page did not need (the legal texts), are fetched when first needed.
 */
export async function createI18n(inline?: InlineTranslations): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(HttpBackendLazy).use(LanguageDetectorLazy).use(initReactI18next);
  // Keep <html lang> true to the language shown: screen readers and the htmlTag detector read it.
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  const options = i18nOptions();
  await instance.init(
    inline ? { ...options, resources: { [inline.lng]: inline.resources }, partialBundledLanguages: true } : options,
  );
  return instance;
}

/** The server's i18n for one language: the strings given (every namespace), no detection, ready at once. */
export function createFixedI18n({ lng, resources }: InlineTranslations): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    ...i18nOptions(),
    lng,
    resources: { [lng]: resources },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
