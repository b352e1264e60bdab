// Builds what is missing or older than its sources, for `npm start` and the commands beside it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/** Missing, or older than any of its sources (a checkout without sources, as in a deployment, is never stale). */
const stale = (built, sources) =>
  !existsSync(built) || Math.max(...sources.map((s) => newest(path.join(root, s)))) > statSync(built).mtimeMs;

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** One build serves every installation: the server hands the page its settings (Stripe key, demo mode) at run time. */
export function ensureClientBuilt() {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'];
  if (
    !stale(path.join(root, 'dist/client/index.html'), sources) &&
    !stale(path.join(root, 'dist/ssr/entry-server.js'), sources)
  )
    return;
  console.log('Building the client (first start or changed sources)…');
  run([path.join(root, 'scripts/build-client.mjs')]);
}

export function ensureServerBuilt() {
  const main = path.join(root, 'dist/server/main.js');
  if (!stale(main, ['server', 'src/domain'])) return;
  console.log('Building the server (first start or changed sources)…');
  run([path.join(root, 'scripts/build-server.mjs')]);
}
