// `npm run build` (server half): bundles the server's entry points into plain JavaScript for `node`, with the
// packages left as imports from node_modules, and copies the SQL migrations beside them.
//   node scripts/build-server.mjs [--outdir DIR]     (default dist/server; tests build into their own folder)
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outdir: { type: 'string', default: path.join(root, 'dist/server') } } });
const outdir = path.resolve(values.outdir);

/** Entry points: the server process and the commands that run beside it. */
export const SERVER_ENTRIES = ['server/main.ts', 'server/geoImport.ts', 'server/reencryptDocuments.ts'];

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: SERVER_ENTRIES.map((entry) => path.join(root, entry)),
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Only the server's own code and src/domain are bundled; nothing from the browser side may slip in.
  tsconfig: path.join(root, 'server/tsconfig.json'),
});
cpSync(path.join(root, 'server/platform/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
// Worker threads load their own file: the tenant documents' PDF lane (DocumentWatermarkPdfLib) finds it here.
cpSync(
  path.join(root, 'server/applications/adapters/documentWorker.mjs'),
  path.join(outdir, 'applications/adapters/documentWorker.mjs'),
);
// The gazetteer loaded at a worker's first start (server/search/adapters/GazetteerSourceGzip.ts finds it here).
cpSync(path.join(root, 'server/search/gazetteer'), path.join(outdir, 'gazetteer'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}`);
