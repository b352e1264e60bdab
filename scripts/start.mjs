// `npm start`: builds what is missing or older than its sources (client and server), then runs the compiled server in
// this very process, so SIGTERM from a supervisor reaches it directly (no wrapper to relay signals).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureClientBuilt, ensureServerBuilt, root } from './ensureBuilt.mjs';

// `npm run worker`: the same server, running background jobs only (ROLE=worker; needs DATABASE_URL).
const worker = process.argv[2] === 'worker';
if (worker) process.env.ROLE = 'worker';
else ensureClientBuilt();
ensureServerBuilt();
process.env.NODE_ENV ??= 'development';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
