import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { ConfigError } from './readers';
import type { EnvVars } from './envSchema';

export interface PushConfig {
  /**
   * Web Push's VAPID keys (RFC 8292: the public key is what browsers subscribe with, the private one signs every push)
   * and who runs the server (mailto: or https:). Null: push is off on this server (production without VAPID_*).
   */
  push: { publicKey: string; privateKey: string; subject: string } | null;
}

const NAMES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/**
 * A P-256 key pair as web-push and browsers write it: the uncompressed public point and the private scalar, base64url.
 * web-push's own maker pads the scalar to 32 bytes: Node's ECDH drops a leading zero byte (one pair in 256), and the
 * demo's next start refused such a key.
 */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

function checked(keys: { publicKey: string; privateKey: string; subject: string }): PushConfig['push'] {
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4)
    throw new ConfigError(
      'VAPID_PUBLIC_KEY',
      'must be a P-256 public key in base64url (npx web-push generate-vapid-keys)',
    );
  if (Buffer.from(keys.privateKey, 'base64url').length !== 32)
    throw new ConfigError('VAPID_PRIVATE_KEY', 'must be a P-256 private key in base64url');
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(keys.subject))
    throw new ConfigError('VAPID_SUBJECT', 'must be a mailto: address or an https: URL');
  return keys;
}

/**
 * All three VAPID_* or none: production without them runs without push (the profile says so); one or two of them is a
 * half-made configuration and stops the start. In development the server makes a pair once and keeps it in DATA_DIR
 * (a new pair would orphan every browser's subscription); tests get a fresh pair.
 */
export async function pushConfig(
  vars: EnvVars,
  nodeEnv: string,
  dataDir: string,
  contact: string,
): Promise<PushConfig> {
  const given = NAMES.map((name) => vars[name] ?? null);
  if (given.some((v) => v !== null)) {
    const missing = NAMES.find((_, i) => given[i] === null);
    if (missing) throw new ConfigError(missing, 'is required when any VAPID_* variable is set');
    const [publicKey, privateKey, subject] = given as [string, string, string];
    return { push: checked({ publicKey, privateKey, subject }) };
  }
  if (nodeEnv === 'production') return { push: null };
  const subject = `mailto:${contact}`;
  if (nodeEnv === 'test') return { push: { ...newVapidKeys(), subject } };
  const file = path.join(dataDir, 'vapid-keys.json');
  const kept = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (kept !== null) {
    const keys = JSON.parse(kept) as { publicKey: string; privateKey: string };
    // Kept before its maker padded it: the same scalar with its leading zero byte back, the browsers stay subscribed.
    const scalar = Buffer.from(keys.privateKey, 'base64url');
    const privateKey =
      scalar.length < 32
        ? Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url')
        : keys.privateKey;
    return { push: checked({ ...keys, privateKey, subject }) };
  }
  const keys = newVapidKeys();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return { push: { ...keys, subject } };
}
