import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from './readers';

/** Group and others: no bit at all for what the server keeps (tenant documents' keys, PGlite's files, mails). */
const OTHERS = 0o077;
const WRITABLE_BY_OTHERS = 0o022;

/**
 * DATA_DIR is the server's own (issue 68): created 0700, and what is in it tightened to 0700 (folders) and 0600
 * (files) — PGlite writes its files 0666, so an earlier run may have left them open to every local account. A DATA_DIR
 * another account can write to is refused, naming the path: that account could replace the database or the keys.
 */
export async function ownDataDirectory(dataDir: string): Promise<void> {
  const found = await lstat(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!found) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await chmod(dataDir, 0o700);
    return;
  }
  if (!found.isDirectory()) throw new ConfigError('DATA_DIR', `${dataDir} is not a directory`);
  if ((found.mode & WRITABLE_BY_OTHERS) !== 0)
    throw new ConfigError(
      'DATA_DIR',
      `${dataDir} can be written by other accounts (mode ${(found.mode & 0o777).toString(8)}); make it the server account's own: chmod 700 ${dataDir}`,
    );
  await tighten(dataDir, found.mode);
}

async function tighten(at: string, mode: number): Promise<void> {
  if ((mode & OTHERS) !== 0) await chmod(at, mode & 0o700);
  for (const entry of await readdir(at, { withFileTypes: true })) {
    const inner = path.join(at, entry.name);
    if (entry.isSymbolicLink()) continue;
    const stat = await lstat(inner);
    if (entry.isDirectory()) await tighten(inner, stat.mode);
    else if ((stat.mode & OTHERS) !== 0) await chmod(inner, stat.mode & 0o700);
  }
}
