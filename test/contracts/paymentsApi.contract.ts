import { describe, expect, it } from 'vitest';
import type { PaymentsApi } from '../../src/application/payments/ports';
import { code } from './code';

/** Paying for a package, up to the card: one suite, run against the fake and against the HTTP adapter. */
export function paymentsApiContract(name: string, world: () => Promise<{ api: PaymentsApi }>) {
  describe(`PaymentsApi contract: ${name}`, () => {
    it('an intent is one payment per request id, pending until the card is confirmed, listed as the person’s', async () => {
      const { api } = await world();
      expect(await api.provider()).toBe('demo');
      const requestId = crypto.randomUUID();
      const intent = await api.createIntent('basis', requestId);
      expect(intent).toMatchObject({
        provider: 'demo',
        paymentId: expect.any(String),
        clientSecret: expect.any(String),
      });
      expect((await api.createIntent('basis', requestId)).paymentId).toBe(intent.paymentId);
      expect(await api.get(intent.paymentId)).toMatchObject({
        id: intent.paymentId,
        packageId: 'basis',
        status: 'pending',
        currency: 'EUR',
        invoice: null,
      });
      expect((await api.mine()).map((p) => p.id)).toEqual([intent.paymentId]);
    });

    it('a payment that is not there is not found; a request id must be a UUID', async () => {
      const { api } = await world();
      expect(await code(api.get('00000000-0000-4000-8000-00000000dead'))).toBe('NOT_FOUND');
      expect(await code(api.createIntent('basis', 'not-a-uuid'))).toBe('VALIDATION_FAILED');
    });

    it('an unpaid payment has no invoice to download yet', async () => {
      const { api } = await world();
      const intent = await api.createIntent('basis', crypto.randomUUID());
      expect(await code(api.receipt(intent.paymentId, 'de'))).toBe('CONFLICT');
      expect(await code(api.receipt('00000000-0000-4000-8000-00000000dead', 'de'))).toBe('NOT_FOUND');
    });
  });
}
