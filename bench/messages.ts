/**
 * Nachrichten in real time (issue 13): 200 open inboxes (Server-Sent Events) on one server process, and how long a
 * message takes from its POST to the recipient's open stream. Budget: p95 ≤ 200 ms at a steady 50 messages a second
 * (every one of the 200 people writing a message every four seconds). Then, for information, the same with 20 messages
 * always in flight: how many the process delivers a second when pushed. Measured on PGlite (signals in the process)
 * and on PostgreSQL (signals through LISTEN/NOTIFY, as several processes would share them). The clients run in the
 * same Node process as the server, so their work counts against the figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from '../server/app';
import { loadServerConfig } from '../server/config';
import type { MessageEvent } from '../src/domain/conversation';
import { percentile, type Report } from './report';

const STREAMS = 200;
const MESSAGES = 600;
const PER_SECOND = 50;
const IN_FLIGHT = 20;

/** When each message reached its recipient's stream, and who waits to hear it (its POST may answer after or before). */
class Arrivals {
  private readonly at = new Map<string, number>();
  private readonly waiting = new Map<string, (at: number) => void>();

  heard(id: string, when: number): void {
    const waiter = this.waiting.get(id);
    if (waiter) waiter(when);
    else this.at.set(id, when);
  }

  /** The arrival time, or NaN when it does not come within 10 s. */
  of(id: string): Promise<number> {
    const known = this.at.get(id);
    if (known !== undefined) return Promise.resolve(known);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(Number.NaN), 10_000);
      this.waiting.set(id, (when) => {
        clearTimeout(timer);
        resolve(when);
      });
    });
  }
}

/** An open inbox: notes when each message written by the other side arrives. */
async function openStream(base: string, token: string, arrivals: Arrivals): Promise<AbortController> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/conversations/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let ready: () => void = () => {};
  const opened = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: '' }));
      if (chunk.done) return;
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        buffer = buffer.slice(end + 2);
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as MessageEvent | { type: 'ready' };
        if (event.type === 'ready') ready();
        else if (event.type === 'message' && !event.message.mine) arrivals.heard(event.message.id, performance.now());
      }
    }
  })();
  await opened;
  return controller;
}

async function measure(label: string, databaseUrl: string | null, report: Report): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inserat-bench-messages-'));
  const schemaName = databaseUrl ? `bench_messages_${Date.now()}` : undefined;
  const config = await loadServerConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    {
      seedDemoData: false,
      clientDir: null,
      quotas: { draftsPerDay: 1e6, uploadsPerMinute: 1e6, messagesPerTenMinutes: 1e6, conversationsPerDay: 1e6 },
    },
  );
  const server = await buildServer(config, { schemaName });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { uow } = server.services;
  const auth = server.services.accounts.issueSession;
  const people = [];
  for (let i = 0; i < STREAMS; i++) {
    const user = await uow.repos.users.create({
      name: `P${i}`,
      lastname: 'Bench',
      email: `p${i}@bench.test`,
      phoneNumber: null,
      img: null,
      role: 'USER',
      passwordHash: null,
      activated: true,
      language: 'de',
    });
    people.push({ user, token: (await auth.execute(user, 'bench')).accessToken });
  }
  // Pairs: the even person sells, the odd one asks about the seller's ad.
  const pairs: { seeker: string; seller: string; conversationId: string }[] = [];
  for (let i = 0; i < STREAMS; i += 2) {
    const seller = people[i]!;
    const seeker = people[i + 1]!;
    const ad = await uow.repos.ads.create(
      seller.user.id,
      {
        title: `Wohnung ${i}`,
        description: 'Eine Wohnung für den Nachrichten-Benchmark.',
        category: 'apartment_rent',
        priceCents: 100000,
        priceType: 'fixed',
        postalCode: '10115',
        city: 'Berlin',
        features: [],
        sellerType: 'private',
      } as never,
      null,
    );
    await uow.repos.ads.update(ad.id, {
      status: 'active',
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const started = await fetch(`${base}/api/ads/${ad.id}/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seeker.token}` },
      body: JSON.stringify({ body: 'Hallo' }),
    });
    const thread = (await started.json()) as { data: { conversation: { id: string } } };
    pairs.push({ seeker: seeker.token, seller: seller.token, conversationId: thread.data.conversation.id });
  }
  const arrivals = new Arrivals();
  const streams = await Promise.all(people.map((p) => openStream(base, p.token, arrivals)));

  let sent = 0;
  const sendOne = async (n: number): Promise<number> => {
    const pair = pairs[n % pairs.length]!;
    const fromSeller = n % 2 === 1;
    const sentAt = performance.now();
    const answer = await fetch(`${base}/api/conversations/${pair.conversationId}/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${fromSeller ? pair.seller : pair.seeker}`,
      },
      body: JSON.stringify({ body: `Nachricht ${sent++}` }),
    });
    const { data } = (await answer.json()) as { data: { id: string } };
    return (await arrivals.of(data.id)) - sentAt;
  };
  const delivered = (latencies: number[]) => latencies.filter((l) => Number.isFinite(l));
  const figures = (latencies: number[]) => {
    const ok = delivered(latencies);
    return `p50 ${percentile(ok, 50).toFixed(1)} ms, p95 ${percentile(ok, 95).toFixed(1)} ms, p99 ${percentile(ok, 99).toFixed(1)} ms, ${ok.length}/${latencies.length} delivered`;
  };

  // A steady load: one message every 20 ms, each awaited on its own.
  const steady = await Promise.all(
    Array.from(
      { length: MESSAGES },
      (_, n) =>
        new Promise<number>((resolve) => setTimeout(() => void sendOne(n).then(resolve), (n * 1000) / PER_SECOND)),
    ),
  );
  const p95 = percentile(delivered(steady), 95);
  report(
    `message delivery to one of ${STREAMS} open inboxes on one process, ${label}, ${PER_SECOND} messages/s`,
    figures(steady),
    'p95 ≤ 200 ms, all delivered',
    p95 <= 200 && delivered(steady).length === MESSAGES,
  );

  // Pushed: 20 always in flight.
  const pushed: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < MESSAGES) {
        next += 1;
        pushed.push(await sendOne(next));
      }
    }),
  );
  const rate = (MESSAGES / (performance.now() - started)) * 1000;
  console.log(
    `     the same pushed (${IN_FLIGHT} in flight): ${rate.toFixed(0)} messages/s delivered, ${figures(pushed)}`,
  );
  for (const stream of streams) stream.abort();
  await server.app.close();
  if (schemaName && databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `DROP SCHEMA IF EXISTS "${schemaName}" CASCADE; DROP SCHEMA IF EXISTS "${schemaName}_jobs" CASCADE`,
    );
    await client.end();
  }
  await rm(dataDir, { recursive: true, force: true });
}

export async function messages(report: Report): Promise<void> {
  await measure('PGlite (signals in the process)', null, report);
  await measure(
    'PostgreSQL (signals through LISTEN/NOTIFY)',
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    report,
  );
}
