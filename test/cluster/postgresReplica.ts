import { execFile } from 'node:child_process';
import { appendFile, chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A PostgreSQL primary and its streaming replica of their own, made as operators make them: `initdb`, then
 * `pg_basebackup -R` from the running primary into a second cluster on another port. PostgreSQL refuses to run as
 * root, so the servers run as the `postgres` user when the tests do not. Nothing of the machine's own cluster changes.
 */
export interface PrimaryAndReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** SQL on the replica as a superuser (pausing its replay). */
  onReplica(sql: string): Promise<void>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  close(): Promise<void>;
}

async function bindir(): Promise<string> {
  return (await run('pg_config', ['--bindir'])).stdout.trim();
}

export async function primaryAndReplica(ports: { primary: number; replica: number }): Promise<PrimaryAndReplica> {
  const bin = await bindir();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inserat-replica-'));
  await chmod(dir, 0o777);
  const asPostgres = process.getuid?.() === 0;
  const pgRun = (program: string, args: string[]) =>
    asPostgres
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  await pgRun('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // A test cluster: fast rather than durable; the replica streams its WAL.
  await appendFile(
    path.join(primaryDir, 'postgresql.conf'),
    [
      `port = ${ports.primary}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
  await pgRun('pg_ctl', ['-D', primaryDir, '-w', '-l', path.join(dir, 'primary.log'), 'start']);
  const primaryUrl = `postgres://postgres@127.0.0.1:${ports.primary}/inserat`;
  const admin = new pg.Client(`postgres://postgres@127.0.0.1:${ports.primary}/postgres`);
  await admin.connect();
  await admin.query('CREATE DATABASE inserat');
  await admin.end();
  await pgRun('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports.primary),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  const startReplica = async () =>
    void (await pgRun('pg_ctl', [
      '-D',
      replicaDir,
      '-w',
      '-o',
      `-p ${ports.replica}`,
      '-l',
      path.join(dir, 'replica.log'),
      'start',
    ]));
  const stopReplica = async () => void (await pgRun('pg_ctl', ['-D', replicaDir, '-m', 'immediate', '-w', 'stop']));
  await startReplica();
  const replicaUrl = `postgres://postgres@127.0.0.1:${ports.replica}/inserat`;
  return {
    primaryUrl,
    replicaUrl,
    async onReplica(sql) {
      const client = new pg.Client(replicaUrl);
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
    stopReplica,
    startReplica,
    async close() {
      await stopReplica().catch(() => undefined);
      await pgRun('pg_ctl', ['-D', primaryDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
