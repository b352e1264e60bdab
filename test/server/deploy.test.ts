import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadServerConfig } from '../../server/config';

/**
 * deploy/ cannot be started here (no Docker daemon), so it is checked for what would break a deployment: the compose
 * file's services and dependencies, a complete production configuration for each process, nginx pointing at the app
 * services, and the image running compiled JavaScript as a non-root user with a health check. The same nginx
 * locations are run for real by the cluster test.
 */
const deploy = path.resolve(import.meta.dirname, '../../deploy');
const read = (file: string) => readFile(path.join(deploy, file), 'utf8');

interface Service {
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  env_file?: string;
}

/** Compose's ${VAR:?message} interpolation with the operator's values. */
function interpolate(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{(\w+)(?::\?[^}]*)?\}/g, (_m, name: string) => vars[name] ?? '');
}

describe('deployment files', () => {
  it('compose: every dependency exists; the web processes and the worker each load as a complete production configuration', async () => {
    const compose = parse(
      interpolate(await read('compose.yaml'), {
        POSTGRES_PASSWORD: 'pg-secret',
        MINIO_ROOT_USER: 'minio',
        MINIO_ROOT_PASSWORD: 'minio-secret-1',
      }),
      { merge: true },
    ) as {
      services: Record<string, Service>;
    };
    const services = compose.services;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'minio', 'app1', 'app2', 'worker', 'nginx']),
    );
    for (const [name, service] of Object.entries(services)) {
      const needs = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const need of needs) expect(services, `${name} depends on ${need}`).toHaveProperty(need);
    }
    // What the operator fills in (deploy/inserat.env.example), with example values.
    const operator = Object.fromEntries(
      (await read('inserat.env.example'))
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
    );
    const filled = {
      ...operator,
      JWT_SECRET: 'kG7pQ2vX9mR4tW8zB3nL6cF1hJ5sD0yEaQ3wZ8xC5uT1',
      DOCUMENT_KEYS: 'k1:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
      ADMIN_PASSWORD: 'a-long-admin-password',
      STRIPE_SECRET_KEY: 'sk_live_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
      LEGAL_COMPANY: 'Inserat GmbH',
      LEGAL_REPRESENTATIVE: 'Erika Mustermann',
      LEGAL_STREET: 'Musterstraße 1',
      LEGAL_CITY: '10115 Berlin',
      LEGAL_EMAIL: 'kontakt@inserat.example',
      LEGAL_VAT_ID: 'DE123456789',
    };
    for (const name of ['app1', 'app2', 'worker']) {
      expect(services[name]!.env_file).toBe('inserat.env');
      const config = await loadServerConfig({ ...filled, ...services[name]!.environment, CLIENT_DIR: '' });
      expect(config).toMatchObject({
        nodeEnv: 'production',
        role: name === 'worker' ? 'worker' : 'web',
        trustProxy: 1,
        metricsPort: 9100,
      });
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.objectStorage).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'inserat' });
      expect(config.databaseUrl).toBe('postgres://inserat:pg-secret@postgres:5432/inserat');
    }
  });

  it('nginx balances exactly the compose app services on their port, with TLS and the shared locations', async () => {
    const conf = await read('nginx/nginx.conf');
    const upstream = /upstream inserat \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect([...upstream.matchAll(/server (\S+?):(\d+)/g)].map((m) => `${m[1]}:${m[2]}`)).toEqual([
      'app1:8080',
      'app2:8080',
    ]);
    expect(conf).toMatch(/listen 443 ssl/);
    expect(conf).toContain('include /etc/nginx/inserat-locations.conf;');
    const locations = await read('nginx/inserat-locations.conf');
    expect(locations).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(locations).toMatch(/location = \/api\/conversations\/stream \{[^}]*proxy_buffering off;/);
  });

  it('the image runs compiled JavaScript under plain node as a non-root user, with a health check', async () => {
    const dockerfile = await read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/server\/main\.js"\]$/m);
    expect(await read('inserat-worker.service')).toMatch(/^Environment=ROLE=worker$/m);
  });
});
