import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    serverBuild: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The fault suite runs the server as production does: compiled JavaScript under plain `node`. It is built into
 * node_modules/.cache (never dist/, which `npm start` serves), where the bundle still resolves the project's packages.
 */
export default async function setup(project: TestProject) {
  const cache = path.join(root, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const outdir = await mkdtemp(path.join(cache, 'inserat-faults-build-'));
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--outdir', outdir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the server failed');
  project.provide('serverBuild', path.join(outdir, 'main.js'));
  return () => rm(outdir, { recursive: true, force: true });
}
