import { describe, expect, it } from 'vitest';
import type { SellerDetailsApi } from '../../src/application/account/ports';
import type { TraderDetails } from '../../src/domain/trader';
import { code } from './code';
import { TRADER as COMPLETE_TRADER } from '../fixtures/trader';

/** As the form sends it: every field text, the optional ones empty, the VAT id with spaces. */
const TRADER: Record<keyof TraderDetails, string> = {
  ...COMPLETE_TRADER,
  registerCourt: '',
  registerNumber: '',
  vatId: 'de 123 456 788',
};

/** Whom the signed-in person sells as: one suite, run against the fake and the HTTP adapter. */
export function sellerDetailsApiContract(name: string, world: () => Promise<{ api: SellerDetailsApi }>) {
  describe(`SellerDetailsApi contract: ${name}`, () => {
    it('starts private and able to publish', async () => {
      const { api } = await world();
      expect(await api.load()).toEqual({ accountKind: 'private', trader: null, certifiedAt: null, canPublish: true });
    });

    it('refuses a trader without certification or with a wrong field, field by field, and keeps nothing', async () => {
      const { api } = await world();
      const refused = await api
        .save({ accountKind: 'commercial', trader: { ...TRADER, vatId: 'DE123456789' }, certified: false })
        .catch((error: unknown) => error);
      expect(await code(Promise.reject(refused))).toBe('VALIDATION_FAILED');
      expect((refused as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field).sort()).toEqual([
        'certified',
        'vatId',
      ]);
      expect((await api.load()).accountKind).toBe('private');
    });

    it('keeps a trader cleaned (optional fields empty as null, VAT id normalized) and lets them publish', async () => {
      const { api } = await world();
      const saved = await api.save({ accountKind: 'commercial', trader: TRADER, certified: true });
      expect(saved).toMatchObject({
        accountKind: 'commercial',
        trader: { ...TRADER, registerCourt: null, registerNumber: null, vatId: 'DE123456788' },
        canPublish: true,
      });
      expect(saved.certifiedAt).toEqual(expect.any(String));
      expect(await api.load()).toEqual(saved);
      expect(await api.save({ accountKind: 'private' })).toEqual({
        accountKind: 'private',
        trader: null,
        certifiedAt: null,
        canPublish: true,
      });
    });
  });
}
