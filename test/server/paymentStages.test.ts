import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundPayment } from '../../server/payments/paymentSettlement';
import { adminToken, call, signUp, type TestServer, startTestServer } from './helpers';
import { CARD, credits, type Payment } from './paymentsKit';

/*
 * A payment at every stage × every viewer (issue 66), through the demo gateway: what the payer, a stranger, an
 * administrator and a visitor read of it, whether it has an invoice, what it credited — and what paying it again
 * (the card, the bank's approval) does at that stage: a payment that ended stays ended and credits nothing more.
 * "refunded" is reached as Stripe's charge.refunded reaches it, through the settlement step the webhook calls.
 */

type Stage = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'refunded';

let server: TestServer;
let admin: string;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminToken(server);
});
afterAll(() => server.close());

const confirm = (token: string, paymentId: string, number: string) =>
  call(server.app, 'POST', '/api/payments/demo/confirm', { token, body: { paymentId, number, ...CARD } });
const authenticate = (token: string, paymentId: string) =>
  call(server.app, 'POST', '/api/payments/demo/authenticate', { token, body: { paymentId, approve: true } });

async function reach(stage: Stage) {
  const payer = await signUp(server, `zahlstufe-${stage}-${++n}@example.de`);
  const started = await call(server.app, 'POST', '/api/payments/intent', {
    token: payer.token,
    body: { packageId: 'plus', requestId: randomUUID() },
  });
  const { paymentId } = started.body.data as { paymentId: string };
  const card = {
    pending: null,
    requires_action: '4000 0027 6000 3184',
    succeeded: '4242 4242 4242 4242',
    failed: '4000 0000 0000 0002',
    refunded: '4242 4242 4242 4242',
  }[stage];
  if (card) expect((await confirm(payer.token, paymentId, card)).status).toBe(200);
  if (stage === 'refunded') await server.services.uow.transaction((repos) => refundPayment(repos as never, paymentId));
  return { payer, paymentId };
}

/* stage → what the payer reads, whether there is an invoice, the credits it gives, and where paying again leads. */
const STAGES: { stage: Stage; invoice: boolean; credits: number; payAgain: string; approve: string }[] = [
  { stage: 'pending', invoice: false, credits: 0, payAgain: 'succeeded', approve: 'pending' },
  { stage: 'requires_action', invoice: false, credits: 0, payAgain: 'succeeded', approve: 'succeeded' },
  { stage: 'succeeded', invoice: true, credits: 3, payAgain: 'succeeded', approve: 'succeeded' },
  { stage: 'failed', invoice: false, credits: 0, payAgain: 'failed', approve: 'failed' },
  { stage: 'refunded', invoice: true, credits: 0, payAgain: 'refunded', approve: 'refunded' },
];

const statusOf = async (token: string, id: string) =>
  ((await call(server.app, 'GET', `/api/payments/${id}`, { token })).body.data as Payment).status;
const plus = async (token: string) => (await credits(server, token)).find((c) => c.packageId === 'plus')?.credits ?? 0;

describe('a payment at every stage, seen by every viewer and paid again', () => {
  it.each(STAGES)('$stage', async ({ stage, invoice, credits: given, payAgain, approve }) => {
    const { payer, paymentId } = await reach(stage);
    const stranger = await signUp(server, `zahlfremd-${++n}@example.de`);

    const own = (await call(server.app, 'GET', `/api/payments/${paymentId}`, { token: payer.token })).body
      .data as Payment;
    expect(own.status).toBe(stage);
    expect(own.invoice !== null, 'an invoice').toBe(invoice);
    const mine = (await call(server.app, 'GET', '/api/payments/mine', { token: payer.token })).body.data as Payment[];
    // Listed at every stage (a checkout left pending drops out after an hour: below).
    expect(mine.map((p) => p.id)).toEqual([paymentId]);
    const receipt = await call(server.app, 'GET', `/api/payments/${paymentId}/receipt`, { token: payer.token });
    expect(receipt.status, 'the invoice PDF').toBe(invoice ? 200 : 409);
    expect(await plus(payer.token), 'credits').toBe(given);

    for (const [who, token, status] of [
      ['a stranger', stranger.token, 404],
      ['an administrator', admin, 404],
      ['a visitor', undefined, 401],
    ] as const) {
      expect((await call(server.app, 'GET', `/api/payments/${paymentId}`, { token })).status, who).toBe(status);
      expect(
        (await call(server.app, 'GET', `/api/payments/${paymentId}/receipt`, { token })).status,
        `${who}: the invoice`,
      ).toBe(status);
      expect((await confirm(token ?? '', paymentId, '4242 4242 4242 4242')).status, `${who} pays it`).toBe(status);
      expect((await authenticate(token ?? '', paymentId)).status, `${who} approves it`).toBe(status);
    }
    expect((await call(server.app, 'GET', '/api/payments/mine', { token: stranger.token })).body.data).toEqual([]);
    expect(await plus(stranger.token)).toBe(0);
    expect(await statusOf(payer.token, paymentId), 'nothing an outsider did changed it').toBe(stage);

    // The payer approves at the bank, then pays with a good card: each leads where the stage allows, crediting once.
    await authenticate(payer.token, paymentId);
    expect(await statusOf(payer.token, paymentId), 'after the bank approval').toBe(approve);
    await confirm(payer.token, paymentId, '4242 4242 4242 4242');
    expect(await statusOf(payer.token, paymentId), 'after paying again').toBe(payAgain);
    expect(await plus(payer.token), 'credits after paying again').toBe(payAgain === 'succeeded' ? 3 : 0);
  });
});

describe('a checkout left for an hour', () => {
  it('is no payment any more and leaves the list; one waiting for the bank, or ended, stays', async () => {
    const left = await reach('pending');
    const atBank = await reach('requires_action');
    const failed = await reach('failed');
    const offset = server.clock.offsetMs;
    try {
      server.clock.advance(61 * 60_000);
      const listed = async (token: string) =>
        ((await call(server.app, 'GET', '/api/payments/mine', { token })).body.data as Payment[]).length;
      expect([
        await listed(left.payer.token),
        await listed(atBank.payer.token),
        await listed(failed.payer.token),
      ]).toEqual([0, 1, 1]);
    } finally {
      server.clock.offsetMs = offset;
    }
  });
});
