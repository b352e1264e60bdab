import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Every text file of the build also as .br (quality 11) and .gz (level 9), made once here instead of on every request;
 * the server's @fastify/static sends the one the browser accepts (`preCompressed`). Source maps are left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  let serverBundle = false;
  return {
    name: 'inserat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBundle = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // The server-side render's bundle is read by the server from disk, never sent.
      if (serverBundle) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && /\.(js|css|html|json|svg|txt|xml)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          await writeFile(
            `${file}.br`,
            await brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
          );
          await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The modules the landing page needs before it responds: the app's start (src/boot.ts, fetched after first paint) and
 * the landing page's own imports, at any depth. They travel as one file ('boot'); the modules other pages share go to
 * 'shared', which the landing page then never fetches (measured with the bench: 169.4 → 154.3 KB gzip for `/`, other
 * pages within 0.3 KB of before and one file more).
 */
const BOOT_ROOTS = [/[\\/]src[\\/]boot\.ts$/, /[\\/]src[\\/]ui[\\/]pages[\\/]LandingPage\.tsx$/];
const isBootRoot = (id: string) => BOOT_ROOTS.some((root) => root.test(id));

function neededAtStart(id: string, graph: { getModuleInfo(id: string): { importers: readonly string[] } | null }) {
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (isBootRoot(current)) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    queue.push(...(graph.getModuleInfo(current)?.importers ?? []));
  }
  return false;
}

const apiPort = process.env.PORT ?? '8080';

/**
 * The service worker (src/serviceWorker/sw.ts, issue 46), built by vite-plugin-pwa with Workbox's precache list of
 * this build: the app's hashed files, the translations, icons, manifests and the offline page — not the payment and
 * sign-in libraries, the charts and maps or the admins' pages, fetched when used. `/app` is the app shell offline (the server's page for the app,
 * with its public settings), renewed with every build that changes a file. The page registers the worker itself after
 * it started (src/infrastructure/pwa/), so nothing is added to the landing page's first load.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/serviceWorker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,json}', 'icons/*.png', '*.{webmanifest,svg}', 'offline.{html,js,css}'],
      // Fetched when used, then kept by the worker's runtime cache: Firebase (index.esm-*), Stripe.js's loader (lib-*),
      // the charts and maps, and the admins' pages.
      globIgnores: [
        '**/*.map',
        '**/*.{gz,br}',
        '.vite/**',
        'index.html',
        'assets/index.esm-*',
        'assets/lib-*',
        'assets/FiguresChart-*',
        'assets/leaflet-*',
        'assets/Admin*',
      ],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      manifestTransforms: [
        async (entries) => {
          const build = createHash('sha256');
          for (const entry of entries) build.update(`${entry.url} ${entry.revision ?? ''}\n`);
          return { manifest: [...entries, { url: '/app', revision: build.digest('hex').slice(0, 16), size: 0 }] };
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), precompress(), serviceWorker()],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    // .vite/manifest.json: which files each page's chunk needs, so the server can name them in the page's head.
    manifest: true,
    // Firebase and Stripe must stay out of the initial load (docs/decisions.md §6): they are dynamic imports.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs from the start travel as one file: one request and one gzip window
          // instead of a dozen small shared chunks (measured: 2.4 KB less to download for the landing page).
          groups: [
            {
              // Vite's helper for dynamic imports alone: the entry needs nothing else before the first paint. Left to
              // the bundler it joined the boot chunk, and the page then preloaded the framework and boot at high
              // priority before it was shown (Lighthouse counted them into the first paint).
              name: 'preload-helper',
              priority: 3,
              test: /vite[\\/]preload-helper/,
            },
            {
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|mobx|mobx-react-lite|inversify|@inversifyjs|reflect-metadata)[\\/]/,
            },
            {
              // A root stays its own chunk (the router imports it dynamically); null leaves a module to the next group.
              name: (id, graph) => (!isBootRoot(id) && neededAtStart(id, graph) ? 'boot' : null),
              debugName: 'boot',
              priority: 1,
              test: /[\\/]src[\\/]/,
            },
            {
              // The app's own modules that several pages share (form fields, cards, formatting, use cases) as one file:
              // rolldown would otherwise make each a chunk of a few hundred bytes, smaller than its response headers
              // (the ad page fetched 25 of them).
              name: 'shared',
              test: /[\\/]src[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
