import i18next, { type i18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export const LOCALES_PATH = '/assets/locales/{{lng}}/translation.json';

/** Spec §9: detection order, cookie cache, one namespace, fallback en, backend connector limits. */
export function i18nOptions(): InitOptions {
  return {
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: 'en',
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
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

export async function createI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(HttpBackend).use(LanguageDetector).use(initReactI18next);
  // Keep <html lang> true to the language shown: screen readers and the htmlTag detector read it.
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await instance.init(i18nOptions());
  return instance;
}
