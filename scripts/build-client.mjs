// `npm run build` (client half): the browser's bundle into DIR/client and the server-side render's bundle (the same
// views, built for Node from src/entry-server.tsx) into DIR/ssr, where the server looks for it beside the client.
//   node scripts/build-client.mjs [--outdir DIR]     (default dist; the browser tests build into their own folder)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outdir: { type: 'string', default: path.join(root, 'dist') } } });
const outdir = path.resolve(values.outdir);

await build({ root, logLevel: 'warn', build: { outDir: path.join(outdir, 'client'), emptyOutDir: true } });
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: path.join(outdir, 'ssr'),
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});
console.log(`client built into ${path.relative(process.cwd(), outdir) || '.'}/client and /ssr`);
