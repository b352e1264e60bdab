import type { FieldError } from './errors';
import { text, oneOf, type Check } from './fieldChecks';
import { checkEmail, checkPhone } from './validation';
import type * as ShapesUsers from './shapes/users';
import { TRADER_COUNTRIES } from './traderValues';

export { TRADER_COUNTRIES } from './traderValues';

/*
 * Who sells: a private person, or a trader (Unternehmer) who must say who they are. § 5 DDG asks a commercial provider
 * for name and legal form, a postal address, who represents them, a fast way to reach them (phone and e-mail), the
 * commercial register and number where they are registered, and the VAT identification number where they have one;
 * DSA Art. 30 asks a platform to have traders certify that they offer only lawful content before they publish.
 */

export type TraderCountry = (typeof TRADER_COUNTRIES)[number];

export type TraderDetails = ShapesUsers.TraderDetails;
export type SellerDetails = ShapesUsers.SellerDetails;

export const TRADER_LIMITS = { nameMax: 120, legalFormMax: 60, streetMax: 120, cityMax: 80, registerMax: 60 } as const;

const POSTAL_CODES: Record<TraderCountry, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/,
};

/** "de 136 695 976" → "DE136695976": how a VAT id is compared and stored. */
export function normalizeVatId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

const digitsOf = (value: string) => [...value].map(Number);

/** German USt-IdNr.: nine digits, the last a check digit (ISO 7064, MOD 11,10). */
function germanVatId(digits: string): boolean {
  let product = 10;
  for (const digit of digitsOf(digits.slice(0, 8))) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(digits[8]);
}

/** Austrian UID: "U" and eight digits, the last a check digit over the cross sums of the doubled even places. */
function austrianVatId(digits: string): boolean {
  const d = digitsOf(digits);
  const crossSum = (n: number) => Math.floor((2 * n) / 10) + ((2 * n) % 10);
  const sum = d[0]! + crossSum(d[1]!) + d[2]! + crossSum(d[3]!) + d[4]! + crossSum(d[5]!) + d[6]!;
  return (96 - sum) % 10 === d[7];
}

/** Swiss and Liechtenstein UID (CHE-123.456.789 MWST): nine digits, the last a MOD 11 check digit. */
function swissUid(digits: string): boolean {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = digitsOf(digits.slice(0, 8)).reduce((total, digit, i) => total + digit * weights[i]!, 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}

/** Whether a VAT id is well-formed for its country, check digit included (it says nothing about whether it is issued). */
export function isValidVatId(value: string): boolean {
  const id = normalizeVatId(value);
  let match: RegExpExecArray | null;
  if ((match = /^DE(\d{9})$/.exec(id))) return germanVatId(match[1]!);
  if ((match = /^ATU(\d{8})$/.exec(id))) return austrianVatId(match[1]!);
  if ((match = /^CHE(\d{9})(MWST|TVA|IVA)?$/.exec(id))) return swissUid(match[1]!);
  return /^LU\d{8}$/.test(id);
}

const collect = (...checks: Check[]): FieldError[] => checks.filter((check): check is FieldError => check !== null);

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** What is wrong with a trader's details as typed (every field at once), or nothing. */
export function validateTraderDetails(input: Partial<Record<keyof TraderDetails, unknown>>): FieldError[] {
  const country = oneOf(input.country, 'country', TRADER_COUNTRIES);
  const postalCode: Check =
    text(input.postalCode, 'postalCode', 4, 10) ??
    (country === null && !POSTAL_CODES[input.country as TraderCountry].test(String(input.postalCode).trim())
      ? { field: 'postalCode', code: 'invalid', message: 'postalCode is not a postal code of the country' }
      : null);
  // A register entry is a court and a number together, or neither (a sole trader need not be registered).
  const registered = !blank(input.registerCourt) || !blank(input.registerNumber);
  const vatId: Check =
    blank(input.vatId) || (typeof input.vatId === 'string' && isValidVatId(input.vatId))
      ? null
      : { field: 'vatId', code: 'invalid', message: 'vatId is not a valid VAT identification number' };
  return collect(
    text(input.companyName, 'companyName', 2, TRADER_LIMITS.nameMax),
    text(input.legalForm, 'legalForm', 1, TRADER_LIMITS.legalFormMax),
    text(input.street, 'street', 3, TRADER_LIMITS.streetMax),
    postalCode,
    text(input.city, 'city', 2, TRADER_LIMITS.cityMax),
    country,
    text(input.representative, 'representative', 3, TRADER_LIMITS.nameMax),
    blank(input.phone)
      ? { field: 'phone', code: 'required', message: 'phone is required' }
      : checkPhone(input.phone, 'phone'),
    checkEmail(input.email, 'email'),
    registered ? text(input.registerCourt, 'registerCourt', 2, TRADER_LIMITS.registerMax) : null,
    registered ? text(input.registerNumber, 'registerNumber', 2, TRADER_LIMITS.registerMax) : null,
    vatId,
  );
}

/** A trader's details as stored: trimmed, empty optional fields as null, the VAT id normalized. */
export function cleanTraderDetails(input: TraderDetails): TraderDetails {
  const optional = (value: string | null) => (value === null || !value.trim() ? null : value.trim());
  const vatId = optional(input.vatId);
  return {
    companyName: input.companyName.trim(),
    legalForm: input.legalForm.trim(),
    street: input.street.trim(),
    postalCode: input.postalCode.trim(),
    city: input.city.trim(),
    country: input.country,
    representative: input.representative.trim(),
    phone: input.phone.trim(),
    email: input.email.trim(),
    registerCourt: optional(input.registerCourt),
    registerNumber: optional(input.registerNumber),
    vatId: vatId === null ? null : normalizeVatId(vatId),
  };
}

/** A commercial seller may publish once their details are complete and they certified to offer only lawful content. */
export function canPublishAs(
  seller: Pick<SellerDetails, 'accountKind' | 'trader'> & { certifiedAt: string | Date | null },
): boolean {
  if (seller.accountKind === 'private') return true;
  return seller.trader !== null && seller.certifiedAt !== null && validateTraderDetails(seller.trader).length === 0;
}
