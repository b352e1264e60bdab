// `npm run geo:import -- …` and the like: a compiled server command (dist/server/<name>.js), built first if stale.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, root } from './ensureBuilt.mjs';

const [name, ...args] = process.argv.slice(2);
ensureServerBuilt();
process.argv = [process.argv[0], path.join(root, `dist/server/${name}.js`), ...args];
process.env.NODE_ENV ??= 'development';
await import(pathToFileURL(path.join(root, `dist/server/${name}.js`)).href);
