import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ConfigValidationError, loadConfig } from '../../src/infrastructure/config/loadConfig';
import { readRuntimeConfig } from '../../src/infrastructure/config/readRuntimeConfig';
import { i18nOptions } from '../../src/infrastructure/i18n/createI18n';
import { TOAST_DURATIONS } from '../../src/infrastructure/notifications/NotifierToastify';

describe('loadConfig', () => {
  it('fails with "Config validation error" when the payment public key is missing', () => {
    expect(() => loadConfig({})).toThrow(/^Config validation error: the payment public key is missing/);
    expect(() => loadConfig({ VITE_STRIPE_PUBLIC_KEY: '  ' })).toThrow(ConfigValidationError);
  });

  it('defaults the API base to /api and users per page to 10', () => {
    expect(loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk_test_1' })).toEqual({
      apiBaseUrl: '/api',
      stripePublicKey: 'pk_test_1',
      usersPerPage: 10,
      firebase: null,
      demo: { payments: false, mail: false },
      map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
      moderation: false,
      pushPublicKey: null,
    });
    expect(loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk_test_1' }, { moderation: true }).moderation).toBe(true);
    expect(loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk_test_1' }, { pushPublicKey: ' BKey ' }).pushPublicKey).toBe('BKey');
  });

  it("prefers the server's run-time publishable key to the build's", () => {
    expect(loadConfig({}, { stripePublicKey: 'pk_live_server' }).stripePublicKey).toBe('pk_live_server');
    expect(
      loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk_build' }, { stripePublicKey: 'pk_live_server' }).stripePublicKey,
    ).toBe('pk_live_server');
    expect(loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk_build' }, { stripePublicKey: null }).stripePublicKey).toBe(
      'pk_build',
    );
    expect(() => loadConfig({}, { stripePublicKey: null })).toThrow(/^Config validation error/);
  });

  it("takes the server's run-time demo flags", () => {
    expect(loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk' }, { demo: { payments: true, mail: false } }).demo).toEqual({
      payments: true,
      mail: false,
    });
  });

  it('reads users per page and refuses nonsense', () => {
    expect(loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk', VITE_USERS_PER_PAGE: '25' }).usersPerPage).toBe(25);
    expect(() => loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk', VITE_USERS_PER_PAGE: 'ten' })).toThrow(
      /VITE_USERS_PER_PAGE/,
    );
    expect(() => loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk', VITE_USERS_PER_PAGE: '0' })).toThrow(/VITE_USERS_PER_PAGE/);
  });

  it('requires the emulator address to start with http or https', () => {
    const firebase = {
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'd',
      VITE_FIREBASE_PROJECT_ID: 'demo-inserat',
    };
    expect(() =>
      loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk', ...firebase, VITE_FIREBASE_AUTH_EMULATOR_URL: 'localhost:9099' }),
    ).toThrow(/Config validation error: VITE_FIREBASE_AUTH_EMULATOR_URL must start with http or https/);
    const config = loadConfig({
      VITE_STRIPE_PUBLIC_KEY: 'pk',
      ...firebase,
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    });
    expect(config.firebase).toEqual({
      apiKey: 'k',
      authDomain: 'd',
      projectId: 'demo-inserat',
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it("takes Google sign-in from the server at run time, including the server's 'off', over the build's variables", () => {
    const built = {
      VITE_STRIPE_PUBLIC_KEY: 'pk',
      VITE_FIREBASE_API_KEY: 'build',
      VITE_FIREBASE_AUTH_DOMAIN: 'd',
      VITE_FIREBASE_PROJECT_ID: 'p',
    };
    const server = {
      apiKey: 'k',
      authDomain: 'demo-inserat.firebaseapp.com',
      projectId: 'demo-inserat',
      authEmulatorUrl: 'http://127.0.0.1:9099',
    };
    expect(loadConfig(built, { firebase: server }).firebase).toEqual(server);
    expect(loadConfig(built, { firebase: null }).firebase).toBeNull();
    expect(loadConfig(built, {}).firebase).toMatchObject({ apiKey: 'build' });
    expect(() => loadConfig(built, { firebase: { ...server, authEmulatorUrl: '127.0.0.1:9099' } })).toThrow(
      /^Config validation error: FIREBASE_AUTH_EMULATOR_HOST must start/,
    );
  });

  it('leaves Firebase off unless key, domain and project are all set', () => {
    expect(loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk', VITE_FIREBASE_API_KEY: 'k' }).firebase).toBeNull();
  });

  it('refuses an API base that is neither a path nor an http(s) address', () => {
    expect(() => loadConfig({ VITE_STRIPE_PUBLIC_KEY: 'pk', VITE_API_BASE_URL: 'ftp://x' })).toThrow(
      /VITE_API_BASE_URL/,
    );
  });
});

describe('i18n options (spec §9)', () => {
  it('detects html lang, cookie, local storage, path, subdomain in that order and caches in a cookie', () => {
    const options = i18nOptions();
    expect(options.detection).toMatchObject({
      order: ['htmlTag', 'cookie', 'localStorage', 'path', 'subdomain'],
      caches: ['cookie'],
    });
    expect(options.supportedLngs).toEqual(['de', 'en']);
    expect(options.ns).toEqual(['translation']);
    expect(options.backend).toEqual({ loadPath: '/assets/locales/{{lng}}/{{ns}}.json' });
    expect(options).toMatchObject({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 });
  });
});

describe('i18n languages loaded (spec §9: fallback en)', () => {
  // Which files i18next asks the backend for, per language shown.
  async function filesLoadedFor(lng: string): Promise<string[]> {
    const requested: string[] = [];
    const instance = i18next.createInstance();
    instance.use({
      type: 'backend',
      init() {},
      read(language: string, _ns: string, done: (e: null, data: object) => void) {
        requested.push(language);
        done(null, {});
      },
    });
    const { detection: _detection, backend: _backend, ...options } = i18nOptions();
    await instance.init({ ...options, lng });
    return requested.sort();
  }

  it('German loads only German (its file has every key, see the translation file test)', async () => {
    expect(await filesLoadedFor('de')).toEqual(['de']);
  });

  it('English loads English; any other language falls back to English', async () => {
    expect(await filesLoadedFor('en')).toEqual(['en']);
    expect(await filesLoadedFor('fr')).toEqual(['en']);
  });

  it('the server-written strings of the page need no request, and the other language loads on switching', async () => {
    const requested: string[] = [];
    const instance = i18next.createInstance();
    instance.use({
      type: 'backend',
      init() {},
      read(language: string, _ns: string, done: (e: null, data: object) => void) {
        requested.push(language);
        done(null, { hello: 'Hello' });
      },
    });
    const { detection: _detection, backend: _backend, ...options } = i18nOptions();
    await instance.init({
      ...options,
      lng: 'de',
      resources: { de: { translation: { hello: 'Hallo' } } },
      partialBundledLanguages: true,
    });
    expect(instance.t('hello')).toBe('Hallo');
    expect(requested).toEqual([]);
    await instance.changeLanguage('en');
    expect(instance.t('hello')).toBe('Hello');
    expect(requested).toEqual(['en']);
  });

  it('a page without the legal texts loads them, and only them, when a legal page needs them', async () => {
    const requested: string[] = [];
    const instance = i18next.createInstance();
    instance.use({
      type: 'backend',
      init() {},
      read(language: string, ns: string, done: (e: null, data: object) => void) {
        requested.push(`${language}/${ns}`);
        done(null, { impressum: { sections: [] } });
      },
    });
    const { detection: _detection, backend: _backend, ...options } = i18nOptions();
    await instance.init({
      ...options,
      lng: 'de',
      resources: { de: { translation: { hello: 'Hallo' } } },
      partialBundledLanguages: true,
    });
    expect(requested).toEqual([]);
    await instance.loadNamespaces('legal');
    expect(requested).toEqual(['de/legal']);
    expect(instance.t('impressum.sections', { ns: 'legal', returnObjects: true })).toEqual([]);
  });
});

describe('toast durations (spec §9)', () => {
  it('success 2000 ms, error and plain 4000 ms', () => {
    expect(TOAST_DURATIONS).toEqual({ success: 2000, error: 4000, info: 4000 });
  });
});

describe('readRuntimeConfig', () => {
  it('reads the JSON block the server wrote into the page, without asking the server', async () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML =
      '<script type="application/json" id="inserat-config">{"demo":{"payments":true,"mail":true}}</script>';
    const fetchFn = vi.fn();
    expect(await readRuntimeConfig(doc, '/api', fetchFn)).toEqual({ demo: { payments: true, mail: true } });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('asks GET /api/config where no server wrote the page (Vite dev server), and starts with defaults when that fails', async () => {
    const doc = document.implementation.createHTMLDocument();
    const ok = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ statusCode: 200, message: 'OK', data: { demo: { payments: true, mail: false } } }),
        ),
    );
    expect(await readRuntimeConfig(doc, '/api/', ok as unknown as typeof fetch)).toEqual({
      demo: { payments: true, mail: false },
    });
    expect(ok).toHaveBeenCalledWith('/api/config', { credentials: 'include' });
    const down = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await readRuntimeConfig(doc, '/api', down as unknown as typeof fetch)).toEqual({});
  });
});
