import { describe, expect, it } from 'vitest';
import {
  canPublishAs,
  cleanTraderDetails,
  isValidVatId,
  validateTraderDetails,
  type TraderDetails,
} from '../../../src/domain/trader';
import { TRADER as COMPLETE_TRADER } from '../../fixtures/trader';

/** Complete without the optional register and VAT id. */
const TRADER: TraderDetails = { ...COMPLETE_TRADER, registerCourt: null, registerNumber: null, vatId: null };
const problems = (change: Partial<Record<keyof TraderDetails, unknown>>) =>
  validateTraderDetails({ ...TRADER, ...change }).map((p) => `${p.field}:${p.code}`);

describe('VAT identification numbers', () => {
  it('accepts German, Austrian, Swiss and Luxembourg ids written as people write them, with a right check digit', () => {
    for (const id of [
      'DE123456788',
      'de 136 695 976',
      'DE-811.569.869',
      'ATU13585627',
      'CHE-116.281.710 MWST',
      'LU12345678',
    ])
      expect([id, isValidVatId(id)]).toEqual([id, true]);
  });

  it('refuses a wrong check digit, a wrong length or an unknown country', () => {
    for (const id of ['DE123456789', 'DE12345678', 'ATU13585626', 'CHE-116.281.711', 'FR12345678901', 'XX', ''])
      expect([id, isValidVatId(id)]).toEqual([id, false]);
  });
});

describe('a trader’s details', () => {
  it('are complete with name, legal form, address, representative, phone and e-mail; register and VAT id are optional', () => {
    expect(problems({})).toEqual([]);
    const registered = { registerCourt: 'Amtsgericht Charlottenburg', vatId: 'DE123456788' };
    expect(problems({ ...registered, registerNumber: 'HRB 1' })).toEqual([]);
    expect(problems({ ...registered, registerNumber: 'H' })).toEqual(['registerNumber:too_short']);
  });

  it('say what is missing or wrong on each field at once', () => {
    expect(
      problems({
        companyName: '',
        legalForm: ' ',
        street: null,
        city: undefined,
        representative: '',
        phone: '',
        email: 'x',
      }),
    ).toEqual([
      'companyName:required',
      'legalForm:required',
      'street:required',
      'city:required',
      'representative:required',
      'phone:required',
      'email:invalid',
    ]);
  });

  it('check the postal code against the country, and a register entry needs court and number together', () => {
    expect(problems({ postalCode: '1010' })).toEqual(['postalCode:invalid']);
    expect(problems({ country: 'AT', postalCode: '1010' })).toEqual([]);
    expect(problems({ country: 'LU', postalCode: 'L-1009' })).toEqual([]);
    expect(problems({ country: 'FR', postalCode: '75001' })).toEqual(['country:invalid']);
    expect(problems({ registerCourt: 'Amtsgericht Köln' })).toEqual(['registerNumber:required']);
    expect(problems({ registerNumber: 'HRB 12345' })).toEqual(['registerCourt:required']);
    expect(problems({ vatId: 'DE123456789' })).toEqual(['vatId:invalid']);
    expect(problems({ phone: 'anrufen' })).toEqual(['phone:invalid']);
  });

  it('are stored trimmed, empty optional fields as null, the VAT id normalized', () => {
    expect(
      cleanTraderDetails({ ...TRADER, companyName: ' Muster GmbH ', registerCourt: '  ', vatId: 'de 123 456 788' }),
    ).toMatchObject({ companyName: 'Muster GmbH', registerCourt: null, vatId: 'DE123456788' });
  });

  it('let a trader publish only when complete and certified; a private seller always', () => {
    const at = '2026-11-29T10:00:00.000Z';
    expect(canPublishAs({ accountKind: 'private', trader: null, certifiedAt: null })).toBe(true);
    expect(canPublishAs({ accountKind: 'commercial', trader: null, certifiedAt: at })).toBe(false);
    expect(canPublishAs({ accountKind: 'commercial', trader: TRADER, certifiedAt: null })).toBe(false);
    expect(canPublishAs({ accountKind: 'commercial', trader: { ...TRADER, phone: '' }, certifiedAt: at })).toBe(false);
    expect(canPublishAs({ accountKind: 'commercial', trader: TRADER, certifiedAt: at })).toBe(true);
  });
});
