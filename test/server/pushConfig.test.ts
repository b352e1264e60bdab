import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadServerConfig } from '../../server/config';
import { publicClientConfig } from '../../server/http/publicConfig';

const PAIR = webpush.generateVAPIDKeys();
const GIVEN = {
  VAPID_PUBLIC_KEY: PAIR.publicKey,
  VAPID_PRIVATE_KEY: PAIR.privateKey,
  VAPID_SUBJECT: 'mailto:ops@x.de',
};

/** Web Push's VAPID keys (issue 46): all three or none; the demo makes its pair once and keeps it. */
describe('VAPID configuration', () => {
  it.each([
    [{ VAPID_PUBLIC_KEY: PAIR.publicKey }, 'VAPID_PRIVATE_KEY'],
    [{ ...GIVEN, VAPID_SUBJECT: '' }, 'VAPID_SUBJECT'],
    [{ ...GIVEN, VAPID_SUBJECT: 'http://inserat.de' }, 'VAPID_SUBJECT'],
    [{ ...GIVEN, VAPID_PUBLIC_KEY: 'abc' }, 'VAPID_PUBLIC_KEY'],
    [{ ...GIVEN, VAPID_PRIVATE_KEY: PAIR.publicKey }, 'VAPID_PRIVATE_KEY'],
  ])('%o stops the start, naming %s', async (env, variable) => {
    await expect(loadServerConfig({ NODE_ENV: 'test', ...env })).rejects.toThrow(
      new RegExp(`^Configuration error: ${variable}`),
    );
  });

  it('given ones are used, and the public key is what every page hands the browser', async () => {
    const config = await loadServerConfig({ NODE_ENV: 'test', ...GIVEN });
    expect(config.push).toEqual({ publicKey: PAIR.publicKey, privateKey: PAIR.privateKey, subject: 'mailto:ops@x.de' });
    expect(publicClientConfig(config).pushPublicKey).toBe(PAIR.publicKey);
    expect(JSON.stringify(publicClientConfig(config))).not.toContain(PAIR.privateKey);
  });

  it('the demo makes a pair once and keeps it under DATA_DIR: its browsers stay subscribed across restarts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-vapid-'));
    try {
      const first = await loadServerConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      const again = await loadServerConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      expect(first.push!.publicKey).toBe(again.push!.publicKey);
      expect(Buffer.from(first.push!.publicKey, 'base64url')).toHaveLength(65);
      expect(JSON.parse(await readFile(path.join(dataDir, 'vapid-keys.json'), 'utf8'))).toEqual({
        publicKey: first.push!.publicKey,
        privateKey: first.push!.privateKey,
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
