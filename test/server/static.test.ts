import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `wort-${i}`))};`;
// At the build's strongest settings, which compressing on the fly would not spend: the bytes tell which was sent.
const PRECOMPRESSED = { br: brotliCompressSync(BIG_SCRIPT), gzip: gzipSync(BIG_SCRIPT, { level: 9 }) };
let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-client-'));
  await mkdir(path.join(clientDir, 'assets/locales/de'), { recursive: true });
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html lang="de"><head><link rel="stylesheet" crossorigin href="/assets/index-aaa111.css"><link rel="stylesheet" crossorigin href="/assets/gone-bbb222.css"><link rel="stylesheet" crossorigin href="/assets/odd-ccc333.css"></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(clientDir, 'assets/index-aaa111.css'), 'body{color:#123456}');
  await writeFile(path.join(clientDir, 'assets/odd-ccc333.css'), 'a::after{content:"</style>"}');
  await writeFile(path.join(clientDir, 'assets/index-abc123.js'), 'console.log(1)');
  // What the build's precompress step writes beside a large file.
  await writeFile(path.join(clientDir, 'assets/big-def456.js'), BIG_SCRIPT);
  await writeFile(path.join(clientDir, 'assets/big-def456.js.br'), PRECOMPRESSED.br);
  await writeFile(path.join(clientDir, 'assets/big-def456.js.gz'), PRECOMPRESSED.gzip);
  await writeFile(path.join(clientDir, 'assets/locales/de/translation.json'), '{}');
  server = await startTestServer({ clientDir });
});
afterAll(async () => {
  await server.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('serving the client', () => {
  it('answers every SPA route with index.html, its lang taken from the language cookie', async () => {
    for (const url of ['/', '/ads', '/app/user_dashboard']) {
      const res = await server.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<html lang="de"');
    }
    const en = await server.app.inject({ url: '/impressum', headers: { cookie: 'i18next=en' } });
    expect(en.body).toContain('<html lang="en"');
  });

  it('a client directory without a build: the server starts, the API answers, and pages are the JSON 404', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'inserat-nobuild-'));
    const unbuilt = await startTestServer({ clientDir: empty });
    try {
      expect((await unbuilt.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const home = await unbuilt.app.inject({ url: '/' });
      expect(home.statusCode).toBe(404);
      expect(home.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Not found' });
    } finally {
      await unbuilt.close();
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('a build without its manifest still serves every page, naming no chunks to preload', async () => {
    const ads = await server.app.inject({ url: '/ads' });
    expect(ads.statusCode).toBe(200);
    expect(ads.body).not.toContain('inserat-preloads');
    // The head ends with the page's language versions, nothing after them.
    expect(ads.body).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/ads"><\/head>/);
  });

  it("writes the build's stylesheet into the page, so the first paint waits for no second request; an unreadable or unsafe one stays linked", async () => {
    const page = (await server.app.inject({ url: '/ads' })).body;
    expect(page).toContain('<style>body{color:#123456}</style>');
    expect(page).not.toContain('index-aaa111.css');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/gone-bbb222.css">');
    // A stylesheet holding "</style" would end the element early: it stays linked.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/odd-ccc333.css">');
    expect(page).not.toContain('a::after');
  });

  it("inlines the page language's translations; a language whose file the build lacks is left to the browser to fetch", async () => {
    expect((await server.app.inject({ url: '/' })).body).toContain(
      '<script type="application/json" id="inserat-i18n">{"lng":"de","resources":{"translation":{}}}</script>',
    );
    expect((await server.app.inject({ url: '/', headers: { cookie: 'i18next=en' } })).body).not.toContain(
      'id="inserat-i18n"',
    );
  });

  it('caches hashed assets for a year but never the translations', async () => {
    const asset = await server.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const locale = await server.app.inject({ url: '/assets/locales/de/translation.json' });
    expect(locale.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed file the browser accepts, and compresses API answers and the page on the fly', async () => {
    const br = await server.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.equals(PRECOMPRESSED.br)).toBe(true);
    const gz = await server.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(gz.rawPayload.equals(PRECOMPRESSED.gzip)).toBe(true);
    const plain = await server.app.inject({ url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);

    const api = await server.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.rawPayload).toString())).toHaveProperty('paths');
  });

  it('sends the page compressed as the browser accepts (brotli first), each encoding made once for all requests', async () => {
    const plain = await server.app.inject({ url: '/ads?q=Balkon' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await server.app.inject({ url: '/ads?q=Balkon', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await server.app.inject({ url: '/ads?q=Balkon', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('unknown API paths get the JSON 404 envelope, not the app', async () => {
    const res = await server.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Not found' });
  });

  it('sends a CSP without inline script that names Stripe and Google only when they are configured', async () => {
    const cspOf = async (target: TestServer) =>
      String((await target.app.inject({ url: '/' })).headers['content-security-policy']);
    const bare = await cspOf(server);
    expect(/script-src ([^;]+)/.exec(bare)?.[1]).toBe("'self'");
    expect(bare).not.toMatch(/stripe|google|gstatic|firebaseapp/);
    expect(bare).toContain("frame-src 'none'");
    expect(bare).toContain("frame-ancestors 'none'");

    const integrated = await startTestServer(
      {},
      { STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_WEBHOOK_SECRET: 'whsec_csp', FIREBASE_PROJECT_ID: 'demo-inserat' },
    );
    try {
      const csp = await cspOf(integrated);
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).toContain('https://js.stripe.com');
      expect(csp).toMatch(/connect-src [^;]*https:\/\/identitytoolkit\.googleapis\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    } finally {
      await integrated.close();
    }
  });

  it('GET /api/health is liveness; GET /api/ready checks the database', async () => {
    expect((await server.app.inject({ url: '/api/health' })).json()).toMatchObject({
      statusCode: 200,
      data: { status: 'ok' },
    });
    expect((await server.app.inject({ url: '/api/ready' })).json()).toMatchObject({
      statusCode: 200,
      data: { status: 'ready', checks: { database: 'ok' } },
    });
  });

  it('GET /api/legal gives the operator data the Impressum and the privacy policy print', async () => {
    const legal = await startTestServer(
      {},
      {
        LEGAL_COMPANY: 'Wohnraum GmbH',
        LEGAL_REPRESENTATIVE: 'Erika Muster',
        LEGAL_STREET: 'Hauptstr. 1',
        LEGAL_CITY: '10115 Berlin',
        LEGAL_EMAIL: 'impressum@wohnraum.example',
        LEGAL_PHONE: '+49 30 123456',
        LEGAL_REGISTER: 'HRB 12345 B, Amtsgericht Charlottenburg',
        LEGAL_VAT_ID: 'DE123456789',
      },
    );
    try {
      expect((await legal.app.inject({ url: '/api/legal' })).json()).toMatchObject({
        statusCode: 200,
        data: {
          company: 'Wohnraum GmbH',
          representative: 'Erika Muster',
          street: 'Hauptstr. 1',
          city: '10115 Berlin',
          email: 'impressum@wohnraum.example',
          phone: '+49 30 123456',
          register: 'HRB 12345 B, Amtsgericht Charlottenburg',
          vatId: 'DE123456789',
        },
      });
    } finally {
      await legal.close();
    }
  });
});
