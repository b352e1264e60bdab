import type { RuntimeConfig } from './loadConfig';

/**
 * The server writes its public settings into every page as a JSON data block. Where no server wrote the page (Vite's
 * dev server), they are asked for once; without an answer the app starts with the defaults (no demo banner).
 */
export async function readRuntimeConfig(
  doc: Document,
  apiBaseUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const block = doc.getElementById('inserat-config');
  if (block?.textContent) {
    try {
      return JSON.parse(block.textContent) as RuntimeConfig;
    } catch {
      return {};
    }
  }
  try {
    const response = await fetchFn(`${apiBaseUrl.replace(/\/$/, '')}/config`, { credentials: 'include' });
    return response.ok ? ((await response.json()) as { data: RuntimeConfig }).data : {};
  } catch {
    return {};
  }
}
