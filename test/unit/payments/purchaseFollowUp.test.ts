import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchasePackage, type Consents } from '../../../src/application/payments/PurchasePackage';
import { RequestError } from '../../../src/application/shared/RequestError';
import { PaymentsApiInMemory } from '../../fakes/PaymentsApiInMemory';
import { CardPaymentsInMemory } from '../../fakes/CardPaymentsInMemory';

// After the card step the payment is followed until the provider's confirmation credited it: what each answer on the
// way means for the buyer.
const ALL: Consents = { terms: true, withdrawal: true, immediatePerformance: true };
const REQUEST = '4b1d0000-0000-4000-8000-000000000002';

let api: PaymentsApiInMemory;
let card: CardPaymentsInMemory;
beforeEach(() => {
  api = new PaymentsApiInMemory();
  card = new CardPaymentsInMemory(api);
});
afterEach(() => {
  vi.useRealTimers();
});

const buy = (timing = { waitMs: 1000, pollMs: 5 }) =>
  new PurchasePackage(api, timing).execute({ packageId: 'basis', requestId: REQUEST, consents: ALL, card });

describe('following a payment', () => {
  it('a card step that timed out is followed up like a lost connection', async () => {
    card.next = new RequestError('timeout', 'TIMEOUT', 'no answer');
    api.statusQueue = ['pending', 'succeeded'];
    expect((await buy()).status).toBe('succeeded');
  });

  it('an error answer of the card step is not a connection problem: it is passed on', async () => {
    card.next = new RequestError('http', 'INTERNAL', 'provider error', 500);
    await expect(buy()).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('a payment that fails or is refunded while followed is PAYMENT_FAILED, saying which', async () => {
    card.next = { status: 'processing' };
    api.statusQueue = ['pending', 'failed'];
    await expect(buy()).rejects.toMatchObject({ code: 'PAYMENT_FAILED', message: 'card_declined' });
    api = new PaymentsApiInMemory();
    card = new CardPaymentsInMemory(api);
    card.next = { status: 'processing' };
    api.statusQueue = ['refunded'];
    await expect(buy()).rejects.toMatchObject({ code: 'PAYMENT_FAILED', message: 'refunded' });
  });

  it('an error answer while following is passed on; a lost connection is tried again', async () => {
    card.next = { status: 'processing' };
    api.offlineGets = 1;
    api.statusQueue = ['pending', 'succeeded'];
    expect((await buy()).status).toBe('succeeded');
    await expect(
      new PurchasePackage(api, { waitMs: 1000, pollMs: 5 }).waitForCredit('pay-unknown'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('asks once more only while the wait is not over', async () => {
    // The clock stands still: with nothing left to wait, one answer is all there is.
    vi.useFakeTimers({ toFake: ['Date'] });
    card.next = { status: 'processing' };
    api.statusQueue = ['pending', 'succeeded'];
    expect(await buy({ waitMs: 0, pollMs: 5 })).toEqual({ status: 'processing', paymentId: 'pay-1' });
    expect(api.statusQueue).toEqual(['succeeded']);
  });
});
