import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../../src/startApp';

afterEach(() => vi.restoreAllMocks());

describe('start-up', () => {
  it('without the payment public key, stops and says "Config validation error" on the page and in the console', async () => {
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(...args));
    const root = document.createElement('div');
    expect(await startApp(root, { VITE_API_BASE_URL: '/api' }, window.localStorage)).toBe(false);
    expect(root.textContent).toBe(
      'Config validation error: the payment public key is missing (STRIPE_PUBLISHABLE_KEY on the server, or VITE_STRIPE_PUBLIC_KEY at build time)',
    );
    expect(root.getAttribute('role')).toBe('alert');
    expect(errors).toEqual([
      'Config validation error: the payment public key is missing (STRIPE_PUBLISHABLE_KEY on the server, or VITE_STRIPE_PUBLIC_KEY at build time)',
    ]);
  });

  it('a bad emulator address stops start-up the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = document.createElement('div');
    await startApp(
      root,
      {
        VITE_STRIPE_PUBLIC_KEY: 'pk',
        VITE_FIREBASE_API_KEY: 'k',
        VITE_FIREBASE_AUTH_DOMAIN: 'd',
        VITE_FIREBASE_PROJECT_ID: 'p',
        VITE_FIREBASE_AUTH_EMULATOR_URL: 'ftp://x',
      },
      window.localStorage,
    );
    expect(root.textContent).toMatch(
      /^Config validation error: VITE_FIREBASE_AUTH_EMULATOR_URL must start with http or https/,
    );
  });
});
