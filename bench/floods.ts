/**
 * Issue 47: what an honest person meets while an attacker floods the server, each flood in the shape the attacker
 * used, on one server process with OWASP scrypt, PostgreSQL (BENCH_DATABASE_URL, default the local test server) and
 * the job queue as production runs it. Every request of the attacker comes from an address of its own
 * (X-Forwarded-For through TRUST_PROXY=1, a botnet), so per-IP limits do not help; what is measured is what the
 * per-account and per-address limits, the hashing lanes and the mail queues leave for the honest person:
 *   1. sign-in p95 during a distributed login flood (6 addresses, a minute's 55 guesses each, all at once)
 *   2. sign-in p95 while one signed-in account sends 40 wrong re-authentications at once, three times
 *   3. how long an activation code and a reset code take to arrive while 1,200 code requests for 20 addresses run
 *   4. a bystander's photo uploads while one account uploads 24 images of 6300 × 6300 pixels at once, three times
 *   5. (issue 68) sign-in while 55 guesses arrive at once from ONE address: the owner of a device that signed in before
 *      from that very address, and people on new devices elsewhere
 *   6. (issue 68) sign-in while 6 addresses send 60 guesses a minute each
 *   7. (issue 68) everybody's ad list while one account uploads 2,000-page PDFs as tenant documents
 * Mail is delivered by a stand-in that takes 371 ms per mail (measured against a real SMTP server).
 * The attacker of the login and code floods runs in a process of its own (bench/attacker.mjs), as a real one does; it
 * shares the machine's two cores with the server. The re-authentication and upload floods' clients run in this process.
 */
import sharp from 'sharp';
import type { Server } from '../server/app';
import { percentile, type Report } from './report';
import {
  PASSWORD,
  seconds,
  sleep,
  TimedMailer,
  attack,
  nextAddress,
  client,
  withServer,
  accounts,
  honestSignIns,
} from './floodTools';

async function loginFlood(server: Server, base: string, report: Report): Promise<void> {
  const honest = await accounts(server, 'honest-login', 15);
  const targets = await accounts(server, 'target', 6);
  const guesses = targets.flatMap((email) =>
    Array.from({ length: 55 }, (_, i) => ({
      method: 'POST',
      url: '/api/auth/login',
      body: { email, password: `guess-${i}` },
      headers: { 'x-forwarded-for': nextAddress() },
    })),
  );
  const flood = attack(base, guesses);
  await flood.sending;
  const { times, ok } = await honestSignIns(base, honest, 1000);
  const answers = await flood.answers;
  const p95 = percentile(times, 95);
  report(
    `sign-in during a login flood (6 addresses × 55 guesses at once, answers ${JSON.stringify(answers)}): ${ok}/${honest.length} signed in`,
    `p95 ${seconds(p95)}, p50 ${seconds(percentile(times, 50))}`,
    '≤ 2 s, all signed in',
    p95 <= 2000 && ok === honest.length,
  );
}

/** A sign-in with the browser's device cookie (if any): its time, answer and the cookie it leaves. */
async function signIn(base: string, email: string, from: string, device?: string) {
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...(device ? { cookie: `inserat_device=${device}` } : {}),
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((c) => /^inserat_device=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  return { ms: performance.now() - started, status: response.status, device: cookie };
}

async function burstFromOneAddress(server: Server, base: string, report: Report): Promise<void> {
  const office = '203.0.113.77';
  const owners = await accounts(server, 'owner-device', 8);
  const newcomers = await accounts(server, 'new-device', 8);
  // The owners signed in from this address before (yesterday, say): their browsers carry device cookies.
  const devices = new Map<string, string>();
  for (const email of owners) devices.set(email, (await signIn(base, email, office)).device!);
  await server.services.attempts.reset(`login-client:${office}`);
  const targets = await accounts(server, 'burst-target', 11);
  const flood = attack(
    base,
    Array.from({ length: 55 }, (_, i) => ({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: targets[i % 11], password: `guess-${i}` },
      headers: { 'x-forwarded-for': office },
    })),
  );
  await flood.sending;
  // Two honest sign-ins a second, known and new devices taking turns, for 8 s: about what this machine hashes with
  // OWASP's scrypt parameters on its own (16 in 2 s, 8 a second, queue behind each other with no flood at all).
  const results = await Promise.all([
    ...owners.map(async (email, i) => {
      await sleep(i * 1000);
      return signIn(base, email, office, devices.get(email));
    }),
    ...newcomers.map(async (email, i) => {
      await sleep(i * 1000 + 500);
      return signIn(base, email, `198.51.100.${i + 20}`);
    }),
  ]);
  const answers = await flood.answers;
  const times = results.map((r) => r.ms);
  const ok = results.filter((r) => r.status === 200).length;
  const p95 = percentile(times, 95);
  const groupP95 = (from: number) => seconds(percentile(times.slice(from, from + 8), 95));
  report(
    `sign-in while 55 guesses arrive at once from one address (answers ${JSON.stringify(answers)}): ${ok}/${results.length} signed in (8 known devices at that address, 8 new devices elsewhere)`,
    `p95 ${seconds(p95)}, p50 ${seconds(percentile(times, 50))} (known devices p95 ${groupP95(0)}, new ones ${groupP95(8)})`,
    '≤ 2 s, all signed in',
    p95 <= 2000 && ok === results.length,
  );
}

async function sixAddressesAtSixtyPerMinute(server: Server, base: string, report: Report): Promise<void> {
  const honest = await accounts(server, 'honest-six', 15);
  const targets = await accounts(server, 'six-target', 6);
  const statuses = new Map<number, number>();
  let running = true;
  // Each address sends a guess a second for 20 s (60 a minute), as the attacker's run did.
  const flood = Promise.all(
    targets.map(async (email, address) => {
      for (let i = 0; running && i < 20; i++) {
        const started = performance.now();
        void fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.114.${address + 1}` },
          body: JSON.stringify({ email, password: `guess-${i}` }),
        })
          .then(async (r) => {
            await r.arrayBuffer();
            statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          })
          .catch(() => statuses.set(0, (statuses.get(0) ?? 0) + 1));
        await sleep(Math.max(0, 1000 - (performance.now() - started)));
      }
    }),
  );
  await sleep(3000);
  const { times, ok } = await honestSignIns(base, honest, 1000);
  running = false;
  await flood;
  const p95 = percentile(times, 95);
  report(
    `sign-in while 6 addresses send 60 guesses a minute each (answers ${JSON.stringify(Object.fromEntries(statuses))}): ${ok}/${honest.length} signed in`,
    `p95 ${seconds(p95)}, p50 ${seconds(percentile(times, 50))}`,
    '≤ 2 s, all signed in',
    p95 <= 2000 && ok === honest.length,
  );
}

async function documentFlood(server: Server, base: string, report: Report): Promise<void> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  for (let i = 0; i < 2000; i++) pdf.addPage([595, 842]).drawText(`Seite ${i + 1}`);
  const big = Buffer.from(await pdf.save());
  const call = client(base);
  const [flooder] = await accounts(server, 'document-flooder', 1);
  const token = (await call('POST', '/api/auth/login', { email: flooder, password: PASSWORD })).body.data!.accessToken!;
  const list = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/ads?city=Berlin`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const atRest: number[] = [];
  for (let i = 0; i < 20; i++) atRest.push(await list());
  const statuses = new Map<number, number>();
  const upload = async (i: number) => {
    const form = new FormData();
    form.append('kind', 'other');
    form.append('file', new Blob([big], { type: 'application/pdf' }), `Dokument ${i}.pdf`);
    const response = await fetch(`${base}/api/user/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() },
      body: form,
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  };
  let flooding = true;
  const flood = (async () => {
    for (let round = 0; round < 3; round++)
      await Promise.all(Array.from({ length: 20 }, (_, i) => upload(round * 20 + i)));
    flooding = false;
  })();
  const during: number[] = [];
  while (flooding || during.length < 20) {
    during.push(await list());
    await sleep(100);
  }
  await flood;
  const p95 = percentile(during, 95);
  report(
    `everybody's ad list while one account uploads 3 × 20 PDFs of 2,000 pages at once (${big.length} bytes each; answers ${JSON.stringify(Object.fromEntries(statuses))})`,
    `p95 ${seconds(p95)}, median ${seconds(percentile(during, 50))} (at rest p95 ${seconds(percentile(atRest, 95))})`,
    'p95 ≤ 0.25 s, no 5xx',
    p95 <= 250 && ![...statuses.keys()].some((s) => s >= 500 && s !== 503),
  );
}

async function reauthFlood(server: Server, base: string, report: Report): Promise<void> {
  const call = client(base);
  const [flooder] = await accounts(server, 'flooder', 1);
  const token = (await call('POST', '/api/auth/login', { email: flooder, password: PASSWORD })).body.data!.accessToken!;
  const honest = await accounts(server, 'honest-reauth', 15);
  const routes = [
    ['POST', '/api/user/email', { newEmail: 'anders@bench.test', password: 'wrong-password-1' }],
    [
      'POST',
      '/api/user/password',
      { currentPassword: 'wrong-password-1', newPassword: 'new-password-123', confirmPassword: 'new-password-123' },
    ],
    ['DELETE', '/api/user/profile', { password: 'wrong-password-1' }],
  ] as const;
  const statuses: number[] = [];
  const flood = (async () => {
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(routes[i % 3]![0], routes[i % 3]![1], routes[i % 3]![2], {
            authorization: `Bearer ${token}`,
            'x-forwarded-for': nextAddress(),
          }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
      await sleep(4000);
    }
  })();
  const { times, ok } = await honestSignIns(base, honest, 1000);
  await flood;
  const p95 = percentile(times, 95);
  const checked = statuses.filter((s) => s === 400).length;
  report(
    `sign-in while one account sends 3 × 40 wrong re-authentications (${checked} hashed, ${statuses.filter((s) => s === 429).length} refused before hashing): ${ok}/${honest.length} signed in`,
    `p95 ${seconds(p95)}, p50 ${seconds(percentile(times, 50))}`,
    '≤ 2 s, all signed in',
    p95 <= 2000 && ok === honest.length,
  );
}

async function codeFlood(server: Server, base: string, mailer: TimedMailer, report: Report): Promise<void> {
  const call = client(base);
  const targets = await accounts(server, 'code-target', 20);
  const [resetter] = await accounts(server, 'resetter', 1);
  const kinds = ['/api/auth/forgot-password', '/api/auth/active-resend'];
  const flood = attack(
    base,
    Array.from({ length: 1200 }, (_, i) => ({
      method: 'POST',
      url: kinds[i % 2]!,
      body: { email: targets[i % 20] },
      headers: { 'x-forwarded-for': nextAddress() },
    })),
  );
  await flood.sending;
  await sleep(500);
  // A new person registers, and an existing one asks to reset their password, while the flood's requests arrive.
  const since = performance.now();
  const newcomer = 'newcomer@bench.test';
  const registered = await call(
    'POST',
    '/api/auth/register',
    { name: 'Nina', lastname: 'Neu', email: newcomer, password: PASSWORD, confirmPassword: PASSWORD, role: 'USER' },
    { 'x-forwarded-for': '198.51.100.10' },
  );
  const forgot = await call(
    'POST',
    '/api/auth/forgot-password',
    { email: resetter },
    { 'x-forwarded-for': '198.51.100.11' },
  );
  const [activation, reset] = await Promise.all([
    mailer.codeArrival(newcomer, since, 120_000),
    mailer.codeArrival(resetter!, since, 120_000),
  ]);
  const statuses = await flood.answers;
  const pending = await server.services.jobs.pending();
  const activationDelay = activation - since;
  const resetDelay = reset - since;
  const ok = registered.status === 201 && forgot.status === 200 && activationDelay <= 60_000 && resetDelay <= 60_000;
  report(
    `codes during 1,200 code requests for 20 addresses (answers ${JSON.stringify(statuses)}, ${pending} jobs left after)`,
    `activation code after ${seconds(activationDelay)}, reset code after ${seconds(resetDelay)}`,
    '≤ 60 s each',
    ok,
  );
}

async function uploadFlood(server: Server, base: string, report: Report): Promise<void> {
  const call = client(base);
  const [attacker, bystander] = await accounts(server, 'uploader', 2);
  const login = async (email: string) =>
    (await call('POST', '/api/auth/login', { email, password: PASSWORD })).body.data!.accessToken!;
  const [attackerToken, bystanderToken] = [await login(attacker!), await login(bystander!)];
  const draft = async (token: string) =>
    (
      await call(
        'POST',
        '/api/ads',
        {
          title: 'Wohnung für den Benchmark',
          description: 'Eine Wohnung, um Fotos hochzuladen.',
          category: 'apartment_rent',
          priceCents: 100000,
          priceType: 'fixed',
          postalCode: '10115',
          city: 'Berlin',
        },
        { authorization: `Bearer ${token}` },
      )
    ).body.data!.id!;
  const upload = async (token: string, adId: string, file: Buffer, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type }), type === 'image/png' ? 'huge.png' : 'photo.jpg');
    const started = performance.now();
    const response = await fetch(`${base}/api/ads/${adId}/images`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() },
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };
  const huge = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#ffffff' } })
    .png({ palette: true, colours: 2 })
    .toBuffer();
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#8899aa' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const attackerAds = await Promise.all(Array.from({ length: 3 }, () => draft(attackerToken)));
  const bystanderAd = await draft(bystanderToken);
  const floodStatuses = new Map<number, number>();
  const flood = (async () => {
    for (const adId of attackerAds) {
      const answers = await Promise.all(
        Array.from({ length: 24 }, () => upload(attackerToken, adId, huge, 'image/png')),
      );
      for (const a of answers) floodStatuses.set(a.status, (floodStatuses.get(a.status) ?? 0) + 1);
    }
  })();
  const mine: { status: number; ms: number }[] = [];
  for (let i = 0; i < 5; i++) {
    mine.push(await upload(bystanderToken, bystanderAd, photo, 'image/jpeg'));
    await sleep(500);
  }
  await flood;
  const ok = mine.filter((m) => m.status === 200).length;
  const times = mine.map((m) => m.ms);
  report(
    `a bystander's 12-megapixel photos while one account uploads 3 × 24 images of 6300 × 6300 at once (${huge.length} bytes each; answers ${JSON.stringify(Object.fromEntries(floodStatuses))}): ${ok}/${mine.length} stored`,
    `p95 ${seconds(percentile(times, 95))}, p50 ${seconds(percentile(times, 50))}`,
    'all stored',
    ok === mine.length,
  );
}

const FLOODS = {
  login: loginFlood,
  burst: burstFromOneAddress,
  six: sixAddressesAtSixtyPerMinute,
  documents: documentFlood,
  reauth: reauthFlood,
  codes: (server: Server, base: string, report: Report) => codeFlood(server, base, floodMailer, report),
  uploads: uploadFlood,
};
const floodMailer = new TimedMailer();

/** Every flood on a fresh server of its own; BENCH_FLOODS=burst,documents picks some. */
export async function floods(report: Report): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const picked = process.env.BENCH_FLOODS?.split(',') ?? Object.keys(FLOODS);
  for (const [name, flood] of Object.entries(FLOODS))
    if (picked.includes(name))
      await withServer(databaseUrl, floodMailer, (server, base) => flood(server, base, report));
}
