// `npm start`: build the client if it is missing or older than its sources, then serve app + API on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/client/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sourcesChanged = () =>
  Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'public')), statSync(path.join(root, 'index.html')).mtimeMs) >
  statSync(built).mtimeMs;

if (!existsSync(built) || sourcesChanged()) {
  // Demo mode needs no Stripe account: a placeholder public key satisfies the client's config check, and the
  // server's demo gateway takes payments while STRIPE_SECRET_KEY is unset. A key from the environment or a
  // .env file wins.
  const fileEnv = loadEnv('production', root, 'VITE_');
  const env = { ...process.env };
  if (!env.VITE_STRIPE_PUBLIC_KEY && !fileEnv.VITE_STRIPE_PUBLIC_KEY) env.VITE_STRIPE_PUBLIC_KEY = 'pk_demo_inserat';
  console.log('Building the client (first start or changed sources)…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
