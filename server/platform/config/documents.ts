import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from './readers';
import type { EnvVars } from './envSchema';
import type { DocumentKey } from '../../applications/ports';

export type { DocumentKey };

export interface DocumentsConfig {
  /**
   * DOCUMENT_KEYS: `id:base64` pairs, comma-separated; the first encrypts new documents, every one decrypts those
   * made with it (rotation: put the new key first, keep the old until docs/operations.md's re-encryption ran).
   */
  documentKeys: DocumentKey[];
}

function parse(list: string): DocumentKey[] {
  const keys = list.split(',').map((pair) => {
    const [id, encoded] = pair.trim().split(':');
    const key = Buffer.from(encoded ?? '', 'base64');
    if (!id || !/^[\w-]{1,32}$/.test(id) || key.length !== 32)
      throw new ConfigError(
        'DOCUMENT_KEYS',
        'must be id:key pairs with 32-byte keys in base64 (openssl rand -base64 32)',
      );
    return { id, key };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new ConfigError('DOCUMENT_KEYS', 'has a key id twice');
  return keys;
}

/** Required in production; in development one key is made once and kept in DATA_DIR; tests get a fresh one. */
export async function documentsConfig(vars: EnvVars, nodeEnv: string, dataDir: string): Promise<DocumentsConfig> {
  const given = vars.DOCUMENT_KEYS ?? null;
  if (given) return { documentKeys: parse(given) };
  if (nodeEnv === 'production') throw new ConfigError('DOCUMENT_KEYS', 'is required when NODE_ENV=production');
  if (nodeEnv === 'test') return { documentKeys: [{ id: 'test', key: randomBytes(32) }] };
  const file = path.join(dataDir, 'document-keys');
  const kept = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  // A kept file that does not read as keys is an error, never replaced: the documents need the key it holds.
  if (kept !== null) return { documentKeys: parse(kept.trim()) };
  const made = `dev1:${randomBytes(32).toString('base64')}`;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, made, { mode: 0o600, flag: 'wx' });
  return { documentKeys: parse(made) };
}
