import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy chunks each public page needs before it can show anything (spec §2: every page is its own chunk). */
const ROUTE_SOURCES: { match: RegExp; sources: string[] }[] = [
  { match: /^\/$/, sources: ['src/ui/pages/LandingPage.tsx'] },
  {
    match: /^\/ads$/,
    sources: ['src/ui/pages/ads/AdsPage.tsx', 'src/infrastructure/container/savedSearchesModule.ts'],
  },
  {
    match: /^\/ads\/[^/]+$/,
    sources: ['src/ui/pages/ads/AdDetailsPage.tsx', 'src/infrastructure/container/adsModule.ts'],
  },
  { match: /^\/impressum$/, sources: ['src/ui/pages/legal/ImpressumPage.tsx'] },
  { match: /^\/datenschutz$/, sources: ['src/ui/pages/legal/DatenschutzPage.tsx'] },
  { match: /^\/agb$/, sources: ['src/ui/pages/legal/AgbPage.tsx'] },
  { match: /^\/widerrufsbelehrung$/, sources: ['src/ui/pages/legal/WiderrufsbelehrungPage.tsx'] },
  { match: /^\/barrierefreiheit$/, sources: ['src/ui/pages/legal/BarrierefreiheitPage.tsx'] },
  { match: /^\/sicherheit$/, sources: ['src/ui/pages/legal/SicherheitPage.tsx'] },
];

/**
 * A page's own chunks, as a JSON block the entry reads (src/main.tsx) to preload them beside the framework once the
 * page has painted: without it the browser finds them only after the framework has run, one round trip later. They
 * are not `<link rel="modulepreload">` in the head, which the browser would fetch at high priority before the first
 * paint. What the entry imports statically is left out (index.html names it).
 */
export async function routePreloads(clientDir: string): Promise<(pathname: string) => string[]> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => [];
  }
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const preloadedByEntry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const tags = ROUTE_SOURCES.map(({ match, sources }) => {
    const files = [...closure(sources)]
      .filter((key) => !preloadedByEntry.has(key))
      .map((key) => `/${manifest[key]!.file}`);
    // Hashed file names under /assets/: nothing in them can end the script element.
    return {
      match,
      links: files.length
        ? [`<script type="application/json" id="inserat-preloads">${JSON.stringify(files)}</script>`]
        : [],
    };
  });
  return (pathname) => tags.find((route) => route.match.test(pathname))?.links ?? [];
}
