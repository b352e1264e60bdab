import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig, tileOrigin } from '../../server/config';

// Configuration of proxies and shared limits, and of the map's tiles.
describe('proxies and shared limits', () => {
  it("TRUST_PROXY takes a hop count or the proxies' addresses; unset trusts no header; REDIS_URL is optional", async () => {
    const read = (env: Record<string, string>) => loadServerConfig({ NODE_ENV: 'test', ...env });
    expect((await read({})).trustProxy).toBe(false);
    expect((await read({ TRUST_PROXY: '1' })).trustProxy).toBe(1);
    expect((await read({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback, ::1' })).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    expect((await read({})).redisUrl).toBeNull();
    expect((await read({ REDIS_URL: 'redis://127.0.0.1:6379/2' })).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect((await read({})).rateLimit).toEqual({
      perIpPerMinute: 60,
      mailsPerAddressPerHour: 5,
      loginFailuresBeforeDelay: 5,
      loginsPerIpPerMinute: 30,
    });
  });
});

describe('map tiles', () => {
  it('one process does everything unless ROLE splits web and worker over PostgreSQL; metrics stay closed unless asked for', async () => {
    const plain = await loadServerConfig({ NODE_ENV: 'test' });
    expect(plain).toMatchObject({ role: 'both', jobExpireSeconds: 120, metricsToken: null, metricsPort: null });
    const web = await loadServerConfig({
      NODE_ENV: 'test',
      ROLE: 'web',
      DATABASE_URL: 'postgres://db/inserat',
      JOB_EXPIRE_SECONDS: '30',
      METRICS_PORT: '9100',
    });
    expect(web).toMatchObject({ role: 'web', jobExpireSeconds: 30, metricsPort: 9100, metricsHost: '127.0.0.1' });
    expect(
      (await loadServerConfig({ NODE_ENV: 'test', HOST: '0.0.0.0', METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }))
        .metricsHost,
    ).toBe('10.0.0.5');
    expect(
      (await loadServerConfig({ NODE_ENV: 'test', ROLE: 'worker', DATABASE_URL: 'postgres://db/inserat' })).role,
    ).toBe('worker');
    expect((await loadServerConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'm'.repeat(24) })).metricsToken).toBe(
      'm'.repeat(24),
    );
  });

  it('images on local disk unless S3_BUCKET names a bucket; the store, its region, keys and public address', async () => {
    expect((await loadServerConfig({ NODE_ENV: 'test' })).objectStorage).toBeNull();
    expect((await loadServerConfig({ NODE_ENV: 'test', S3_BUCKET: 'inserat' })).objectStorage).toEqual({
      endpoint: null,
      bucket: 'inserat',
      region: 'us-east-1',
      credentials: null,
      publicUrl: null,
    });
    const minio = await loadServerConfig({
      NODE_ENV: 'test',
      S3_BUCKET: 'inserat',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'https://cdn.example/img/',
    });
    expect(minio.objectStorage).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'inserat',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      publicUrl: 'https://cdn.example/img',
    });
  });

  it('defaults to OpenStreetMap, takes any {z}/{x}/{y} template, and allows its host in the CSP', async () => {
    expect((await loadServerConfig({ NODE_ENV: 'test' })).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('http://127.0.0.1:9999/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9999');
    const error = await loadServerConfig({
      NODE_ENV: 'test',
      MAP_TILE_URL: 'https://tiles.example.org/tile.png',
    }).catch((e: unknown) => e);
    expect((error as ConfigError).variable).toBe('MAP_TILE_URL');
  });
});
