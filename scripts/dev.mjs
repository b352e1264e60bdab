// `npm run dev`: the API (restarted on change by tsx watch) and Vite with hot reload; Vite proxies /api.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '8080';
// The page asks the API for its run-time settings (Stripe key, demo mode) at start; nothing is baked in here.
const env = { NODE_ENV: 'development', ...process.env, PORT: apiPort };

const children = [
  spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, CLIENT_DIR: '' },
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit', env }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) => child.on('exit', (code) => code && code !== 0 && process.exit(code)));
