import { describe, expect, it } from 'vitest';
import type { PhoneApi } from '../../src/application/account/ports';
import { code } from './code';

/** Confirming a mobile number by SMS: one suite, run against the fake and the HTTP adapter. */
export function phoneApiContract(
  name: string,
  world: () => Promise<{ api: PhoneApi; codeFor: (to: string) => Promise<string> }>,
) {
  describe(`PhoneApi contract: ${name}`, () => {
    it('refuses a landline on its field, confirms a mobile number by its code only, then lets it be shown', async () => {
      const { api, codeFor } = await world();
      const start = await api.status();
      expect(start).toMatchObject({ verified: false, showPhone: false });
      expect(await code(api.setShowPhone(true))).toBe('PHONE_NOT_VERIFIED');
      const landline = await api.requestCode('030 1234567').catch((error: unknown) => error);
      expect((landline as { fieldErrors: { field: string; code: string }[] }).fieldErrors).toEqual([
        expect.objectContaining({ field: 'phone', code: 'not_mobile' }),
      ]);
      const { to } = await api.requestCode('0151 23456789');
      expect(to).toBe('+4915123456789');
      const sent = await codeFor(to);
      expect(await code(api.confirm(sent === '000000' ? '111111' : '000000'))).toBe('CODE_INVALID');
      expect(await api.confirm(sent)).toMatchObject({ verified: true, showPhone: false });
      expect(await api.setShowPhone(true)).toMatchObject({ verified: true, showPhone: true });
      expect(await api.status()).toMatchObject({ verified: true, showPhone: true });
    });
  });
}
