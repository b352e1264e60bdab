import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { asVisitorsSeeIt, call, signUp, startTestServer, upload, validAd, type TestServer } from './helpers';

// What search engines and link previews get from the server (issue 12): the server the page-head tests ask, and how they ask.

let liveAd: Promise<Ad> | undefined;

/** The server of the file that called withPageHeadServer (files in one worker run one after another). */
export let server: TestServer;
export let clientDir: string;
/** A seller with two credits. */
export let token: string;

const INDEX =
  '<!doctype html><html lang="de"><head><meta name="description" content="Inserat." /><title>Inserat</title></head><body><div id="root"></div></body></html>';

/**
 * A server on a client build of its own (an index page, the locales and a manifest reduced to what the head needs),
 * its public address https://inserat.example, and a seller: started before the calling file's tests, closed after.
 */
export function withPageHeadServer(): void {
  beforeAll(async () => {
    liveAd = undefined;
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-head-'));
    await mkdir(path.join(clientDir, 'assets'), { recursive: true });
    await writeFile(path.join(clientDir, 'index.html'), INDEX);
    await cp(path.resolve(import.meta.dirname, '../../public/assets/locales'), path.join(clientDir, 'assets/locales'), {
      recursive: true,
    });
    // The build's manifest, reduced to what matters: the entry, a shared chunk it imports, and the public pages' chunks.
    await mkdir(path.join(clientDir, '.vite'), { recursive: true });
    await writeFile(
      path.join(clientDir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
        '_framework.js': { file: 'assets/framework-2.js' },
        'src/ui/pages/ads/AdsPage.tsx': {
          file: 'assets/AdsPage-3.js',
          src: 'src/ui/pages/ads/AdsPage.tsx',
          imports: ['_framework.js', '_AdCard.js'],
        },
        '_AdCard.js': { file: 'assets/AdCard-4.js' },
        'src/ui/pages/LandingPage.tsx': {
          file: 'assets/LandingPage-5.js',
          src: 'src/ui/pages/LandingPage.tsx',
          imports: ['_framework.js'],
        },
        'src/ui/pages/ads/AdDetailsPage.tsx': {
          file: 'assets/AdDetailsPage-6.js',
          src: 'src/ui/pages/ads/AdDetailsPage.tsx',
          imports: ['_framework.js', '_AdCard.js'],
        },
        'src/infrastructure/container/adsModule.ts': {
          file: 'assets/adsModule-7.js',
          src: 'src/infrastructure/container/adsModule.ts',
        },
        'src/infrastructure/container/savedSearchesModule.ts': {
          file: 'assets/savedSearchesModule-8.js',
          src: 'src/infrastructure/container/savedSearchesModule.ts',
        },
        'src/ui/pages/legal/ImpressumPage.tsx': {
          file: 'assets/ImpressumPage-9.js',
          src: 'src/ui/pages/legal/ImpressumPage.tsx',
        },
        'src/ui/pages/legal/DatenschutzPage.tsx': {
          file: 'assets/DatenschutzPage-10.js',
          src: 'src/ui/pages/legal/DatenschutzPage.tsx',
        },
        'src/ui/pages/legal/AgbPage.tsx': { file: 'assets/AgbPage-11.js', src: 'src/ui/pages/legal/AgbPage.tsx' },
        'src/ui/pages/legal/WiderrufsbelehrungPage.tsx': {
          file: 'assets/WiderrufsbelehrungPage-12.js',
          src: 'src/ui/pages/legal/WiderrufsbelehrungPage.tsx',
        },
      }),
    );
    server = await startTestServer({ clientDir }, { PUBLIC_URL: 'https://inserat.example' });
    const seller = await signUp(server, 'head@example.de');
    token = seller.token;
    await server.services.uow.repos.ledger.append({
      userId: seller.id,
      packageId: 'basis',
      amount: 2,
      reason: 'grant',
    });
  });

  afterAll(async () => {
    await server.close();
    await rm(clientDir, { recursive: true, force: true });
  });
}

/**
 * The file's live ad, made by the first test that needs it rather than in beforeAll: the mutation run counts code a
 * beforeAll runs as reached by every test, and then runs every test file of its part for each of its mutants.
 */
export function theLiveAd(): Promise<Ad> {
  liveAd ??= (async () => {
    const draft = (
      await call(server.app, 'POST', '/api/ads', { token, body: validAd({ title: 'Altbau mit <Balkon> & "Stuck"' }) })
    ).body.data as Ad;
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer();
    expect((await upload(server.app, token, draft.id, photo)).status).toBe(200);
    expect(
      (await call(server.app, 'POST', `/api/ads/${draft.id}/publish`, { token, body: { packageId: 'basis' } })).status,
    ).toBe(200);
    return asVisitorsSeeIt(server, draft.id);
  })();
  return liveAd;
}

export const page = (url: string, cookie?: string) => server.app.inject({ url, headers: cookie ? { cookie } : {} });
export const ldJson = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** The Open Graph tags of a page, by property. */
export const openGraph = (html: string) =>
  Object.fromEntries([...html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]));
