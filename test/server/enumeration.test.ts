import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registration, signUp, startTestServer, type TestServer } from './helpers';

/**
 * Issue 11: response times must not tell which addresses have an account. Mail leaves in a background job, so a
 * slow mail server (here 300 ms per message, as real SMTP was measured at 371 ms) is paid by the worker, not by the
 * request. The requests for both kinds of address are interleaved so that a busy machine slows both alike.
 */
const ROUNDS = 50;
const BUDGET_MS = 20;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.mail.deliveryMs = 300;
});
afterAll(() => server.close());

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
}

async function timed(request: () => Promise<{ status: number }>): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const { status } = await request();
  return { ms: performance.now() - start, status };
}

/** Median response times of the two kinds of request, asked alternately ROUNDS times each. */
async function compare(
  existing: (round: number) => Promise<{ status: number }>,
  unknown: (round: number) => Promise<{ status: number }>,
) {
  const times = { existing: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    const a = await timed(() => existing(round));
    const b = await timed(() => unknown(round));
    expect(a.status).toBe(b.status);
    times.existing.push(a.ms);
    times.unknown.push(b.ms);
  }
  return { existing: median(times.existing), unknown: median(times.unknown) };
}

describe('response times do not reveal accounts', () => {
  it('forgot-password: an existing account (which gets a mail) answers within 20 ms of an unknown address (median of 50)', async () => {
    await signUp(server, 'has-account@example.de');
    const sentBefore = (await server.mail.settled(), server.mail.sent.length);
    const medians = await compare(
      () => {
        server.clock.advance(61_000); // past the one-mail-a-minute throttle: every request for the account mails a code
        return call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: 'has-account@example.de' } });
      },
      (round) =>
        call(server.app, 'POST', '/api/auth/forgot-password', { body: { email: `nobody-${round}@example.de` } }),
    );
    expect(Math.abs(medians.existing - medians.unknown), JSON.stringify(medians)).toBeLessThan(BUDGET_MS);
    // The mails did go out, after the answers (jobs that ran within one minute of the clock send one code between them).
    await server.mail.settled();
    expect(server.mail.sent.length - sentBefore).toBeGreaterThan(0);
  });

  it('register: a taken address (its owner is mailed) answers within 20 ms of a new one (median of 50)', async () => {
    await signUp(server, 'taken-timing@example.de');
    const medians = await compare(
      () => call(server.app, 'POST', '/api/auth/register', { body: registration('taken-timing@example.de') }),
      (round) => call(server.app, 'POST', '/api/auth/register', { body: registration(`new-${round}@example.de`) }),
    );
    expect(Math.abs(medians.existing - medians.unknown), JSON.stringify(medians)).toBeLessThan(BUDGET_MS);
  });

  it('active-resend: an account waiting for activation answers within 20 ms of an unknown address (median of 50)', async () => {
    await call(server.app, 'POST', '/api/auth/register', { body: registration('waiting@example.de') });
    const medians = await compare(
      () => {
        server.clock.advance(61_000);
        return call(server.app, 'POST', '/api/auth/active-resend', { body: { email: 'waiting@example.de' } });
      },
      (round) => call(server.app, 'POST', '/api/auth/active-resend', { body: { email: `ghost-${round}@example.de` } }),
    );
    expect(Math.abs(medians.existing - medians.unknown), JSON.stringify(medians)).toBeLessThan(BUDGET_MS);
  });
});
