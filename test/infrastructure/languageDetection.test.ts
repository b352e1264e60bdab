import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../src/infrastructure/i18n/createI18n';

/**
 * Spec §9: the language is detected from <html lang>, then the cookie, local storage, path and subdomain, and a choice
 * is kept in the i18next cookie. The detector itself is loaded only when <html lang> does not answer
 * (src/infrastructure/i18n/LanguageDetectorLazy.ts); what a visitor meets must be the same either way.
 */
const strings = { translation: { hello: 'Hallo' } };

function clearCookie() {
  document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  clearCookie();
});

describe('the language of the page', () => {
  it('is the one the server wrote into <html lang>, whatever the cookie says', async () => {
    document.documentElement.lang = 'en';
    document.cookie = 'i18next=de; path=/';
    const i18n = await createI18n({ lng: 'en', resources: { translation: strings.translation } });
    expect(i18n.language).toBe('en');
    // The language shown is the one kept.
    await expect.poll(() => document.cookie).toContain('i18next=en');
  });

  it('comes from the cookie where <html lang> names no language we have', async () => {
    // English is also what i18next falls back to: German from the cookie shows that the cookie was read.
    document.documentElement.lang = 'fr';
    document.cookie = 'i18next=de; path=/';
    const i18n = await createI18n({ lng: 'de', resources: { translation: strings.translation } });
    expect(i18n.language).toBe('de');
  });

  it('is kept in the i18next cookie when the visitor switches, for the server to write into the next page', async () => {
    document.documentElement.lang = 'de';
    // The other language's strings, as the server sends them.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ hello: 'Hello' }), { status: 200 }));
    const i18n = await createI18n({ lng: 'de', resources: { translation: strings.translation } });
    expect(i18n.language).toBe('de');
    await i18n.changeLanguage('en');
    await expect.poll(() => document.cookie).toContain('i18next=en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('hello')).toBe('Hello');
  });
});
