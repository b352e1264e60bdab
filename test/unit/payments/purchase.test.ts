import { beforeEach, describe, expect, it } from 'vitest';
import { PurchasePackage, type Consents } from '../../../src/application/payments/PurchasePackage';
import { DownloadReceipt } from '../../../src/application/payments/DownloadReceipt';
import { ValidationError } from '../../../src/domain/errors';
import { RequestError } from '../../../src/application/shared/RequestError';
import { PaymentsApiInMemory } from '../../fakes/PaymentsApiInMemory';
import { CardPaymentsInMemory } from '../../fakes/CardPaymentsInMemory';

const ALL: Consents = { terms: true, withdrawal: true, immediatePerformance: true };
const fast = { waitMs: 50, pollMs: 5 };
/** The browser makes one per purchase attempt (a double click sends the same). */
const REQUEST = '4b1d0000-0000-4000-8000-000000000001';

let api: PaymentsApiInMemory;
let card: CardPaymentsInMemory;
beforeEach(() => {
  api = new PaymentsApiInMemory();
  card = new CardPaymentsInMemory(api);
});

describe('PurchasePackage', () => {
  it.each([
    [{ ...ALL, terms: false }, ['terms:required']],
    [{ ...ALL, withdrawal: false }, ['withdrawal:required']],
    [
      { terms: false, withdrawal: false, immediatePerformance: false },
      ['terms:required', 'withdrawal:required', 'immediatePerformance:required'],
    ],
  ])('charges nothing without every consent (%o)', async (consents, fields) => {
    const error = (await new PurchasePackage(api, fast)
      .execute({ packageId: 'basis', requestId: REQUEST, consents, card })
      .catch((e: unknown) => e)) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fieldErrors.map((f) => `${f.field}:${f.code}`)).toEqual(fields);
    expect(api.payments).toEqual([]);
    expect(card.confirms).toEqual([]);
  });

  it('succeeds once the payment is credited', async () => {
    const outcome = await new PurchasePackage(api, fast).execute({
      packageId: 'plus',
      requestId: REQUEST,
      consents: ALL,
      card,
    });
    expect(outcome).toMatchObject({
      status: 'succeeded',
      payment: { status: 'succeeded', invoice: { number: 'INS-2026-000001' } },
    });
  });

  it('a declined card is PAYMENT_FAILED with the reason', async () => {
    card.next = { status: 'failed', reason: 'card_declined' };
    await expect(
      new PurchasePackage(api, fast).execute({ packageId: 'basis', requestId: REQUEST, consents: ALL, card }),
    ).rejects.toMatchObject({ code: 'PAYMENT_FAILED', message: 'card_declined' });
  });

  it('a lost connection after paying is followed up, not reported as a failure', async () => {
    card.next = new RequestError('network', 'NETWORK_ERROR', 'offline');
    api.offlineGets = 2;
    const outcome = await new PurchasePackage(api, fast).execute({
      packageId: 'basis',
      requestId: REQUEST,
      consents: ALL,
      card,
    });
    expect(outcome.status).toBe('succeeded');
  });

  it('while the provider has not confirmed yet, the outcome is "processing" (the webhook credits later)', async () => {
    card.next = { status: 'processing' };
    const outcome = await new PurchasePackage(api, fast).execute({
      packageId: 'basis',
      requestId: REQUEST,
      consents: ALL,
      card,
    });
    expect(outcome).toEqual({ status: 'processing', paymentId: 'pay-1' });
  });

  it('waits for a late confirmation', async () => {
    card.next = { status: 'processing' };
    api.statusQueue = ['pending', 'pending', 'succeeded'];
    const outcome = await new PurchasePackage(api, { waitMs: 1000, pollMs: 5 }).execute({
      packageId: 'basis',
      requestId: REQUEST,
      consents: ALL,
      card,
    });
    expect(outcome.status).toBe('succeeded');
  });

  it('the same requestId (a double click) is one payment', async () => {
    const purchase = new PurchasePackage(api, fast);
    await Promise.all([
      purchase.execute({ packageId: 'basis', requestId: REQUEST, consents: ALL, card }),
      purchase.execute({ packageId: 'basis', requestId: REQUEST, consents: ALL, card }),
    ]);
    expect(api.payments).toHaveLength(1);
  });

  it('errors that are not about the connection are passed on', async () => {
    card.next = new Error('Stripe.js crashed');
    await expect(
      new PurchasePackage(api, fast).execute({ packageId: 'basis', requestId: REQUEST, consents: ALL, card }),
    ).rejects.toThrow('Stripe.js crashed');
  });
});

describe('DownloadReceipt', () => {
  it('hands the invoice PDF to the browser under its number', async () => {
    const { paymentId } = await api.createIntent('basis', REQUEST);
    api.payments[0]!.status = 'succeeded';
    api.payments[0]!.invoice = { number: 'INS-2026-000001', netCents: 1252, vatCents: 238, vatRate: 19 };
    const saved: { name: string; type: string }[] = [];
    await new DownloadReceipt(api, { save: (name, content) => saved.push({ name, type: content.type }) }).execute(
      paymentId,
      'de',
    );
    expect(api.receipts).toEqual([{ paymentId, language: 'de' }]);
    expect(saved).toEqual([{ name: 'INS-2026-000001.pdf', type: 'application/pdf' }]);
  });

  it('an unpaid payment has no invoice: nothing is saved', async () => {
    const { paymentId } = await api.createIntent('basis', REQUEST);
    const saved: string[] = [];
    await expect(
      new DownloadReceipt(api, { save: (name) => saved.push(name) }).execute(paymentId, 'de'),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(saved).toEqual([]);
  });
});
