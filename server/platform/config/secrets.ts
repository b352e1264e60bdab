import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../../config';
import { ConfigError } from './readers';
import type { EnvVars } from './envSchema';

/**
 * Whether a secret could have come from a random generator: at least 8 different characters (of 10,000 random
 * 32-character hex strings none had fewer than 10; `aaaa…`, `abab…` or a repeated word have a handful) and 128 bits
 * by the size of the alphabets it uses. It catches a placeholder or a repeated pattern, not a clever human choice.
 */
export function looksRandom(secret: string): boolean {
  const distinct = new Set(secret).size;
  const alphabet = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].reduce(
    (size, kind, i) => size + (kind.test(secret) ? [26, 26, 10, 32][i]! : 0),
    0,
  );
  return distinct >= 8 && secret.length * Math.log2(alphabet) >= 128;
}

/** JWT_SECRET is required in production; in development one is generated once and kept in DATA_DIR. */
export async function jwtSecret(vars: EnvVars, nodeEnv: ServerConfig['nodeEnv'], dataDir: string): Promise<string> {
  const given = vars.JWT_SECRET ?? null;
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET', 'must have at least 32 characters');
    if (nodeEnv === 'production' && !looksRandom(given)) {
      throw new ConfigError(
        'JWT_SECRET',
        'looks guessable (too few different characters); use a random one, e.g. `openssl rand -base64 48`',
      );
    }
    return given;
  }
  if (nodeEnv === 'production') throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production');
  if (nodeEnv === 'test') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}
