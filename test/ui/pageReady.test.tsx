import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, signedIn } from './harness';
import { AuthApiInMemory } from '../fakes/AuthApiInMemory';

const seller = new AuthApiInMemory().addAccount('lena@example.de', 'user-password', { name: 'Lena' });

/**
 * `<html data-ready>` says a page's controls answer (src/ui/app/PageReady.tsx): what a visitor typed before it is
 * typed again then, and monitoring and the browser tests wait on it. Here, in the browser's own render, it must come
 * with the page and its feature areas. The server-rendered case (hydration reaches a suspended page's neighbours first)
 * needs a real page load: test/e2e/ssr.e2e.ts, "words typed into a search field … are kept".
 */
describe('the mark that a page is live', () => {
  let contentWhenMarked: string | null | undefined;
  let observer: MutationObserver;

  beforeEach(() => {
    delete document.documentElement.dataset.ready;
    contentWhenMarked = undefined;
    observer = new MutationObserver(() => {
      if (document.documentElement.dataset.ready && contentWhenMarked === undefined)
        contentWhenMarked = document.querySelector('main h1')?.textContent ?? null;
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  });

  afterEach(() => observer.disconnect());

  it('comes with the public page, not before it', async () => {
    await renderApp('/', undefined, 'de');
    await screen.findByRole('heading', { level: 1, name: 'Finden Sie Ihr neues Zuhause' });
    await expect.poll(() => contentWhenMarked).toBe('Finden Sie Ihr neues Zuhause');
  });

  it('comes with a page of the signed-in area and its feature areas, not before it', async () => {
    await renderApp('/app/profile', (f) => signedIn(f, seller), 'de');
    await screen.findByRole('heading', { level: 1, name: 'Profil' });
    await expect.poll(() => contentWhenMarked).toBe('Profil');
  });
});
