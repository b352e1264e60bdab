import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../support/freePort';

const root = path.resolve(import.meta.dirname, '../..');

export interface Nginx {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

/**
 * nginx (Debian's package) as the load balancer in front of the given ports, with the locations production uses
 * (deploy/nginx/inserat-locations.conf): only the outer blocks differ (no TLS, a temporary prefix, ports on 127.0.0.1).
 */
export async function startNginx(
  upstreamPorts: number[],
  dir: string,
  { microCache = true }: { microCache?: boolean } = {},
): Promise<Nginx> {
  const port = await freePort();
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  // Without the micro-cache (the bench's scaling figures measure the processes): the same locations, its lines left out.
  const productionLocations = path.join(root, 'deploy/nginx/inserat-locations.conf');
  let locations = productionLocations;
  if (!microCache) {
    locations = path.join(dir, 'locations-without-micro-cache.conf');
    const text = await readFile(productionLocations, 'utf8');
    const without = text.replace(/ *# Micro-caching[\s\S]*?add_header X-Micro-Cache [^;]*;\n/, '');
    if (without === text) throw new Error('the micro-cache lines were not found in inserat-locations.conf');
    await writeFile(locations, without);
  }
  const runAsRoot = process.getuid?.() === 0 ? 'user root;' : '';
  const conf = `
${runAsRoot}
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=inserat_micro:10m max_size=64m inactive=1m use_temp_path=off;
  upstream inserat {
    least_conn;
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    include ${locations};
  }
}`;
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, conf);
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  // Up once it proxies: the health route answers through it.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    if (
      (await fetch(`${url}/api/health`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      break;
    if (Date.now() > deadline) throw new Error(`nginx did not proxy within 20 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => output,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
