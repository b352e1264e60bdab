import { createHash } from 'node:crypto';
import { e164 } from '../accounts/ports';
import { offPlatformContacts } from './scamText';

/**
 * The contacts in an ad's text as one key each — a phone number in E.164 however it was written, an e-mail address in
 * lower case, an IBAN, a messenger handle — so that the same number behind several accounts is found (issue 69:
 * scammers open a new account for each wave of baits, and keep their number). Messenger names alone ("WhatsApp") are
 * no contact of anyone's.
 */
export function contactKeys(text: string): string[] {
  const keys = offPlatformContacts(text).flatMap(({ kind, value }) => {
    if (kind === 'phone') {
      const number = e164(value);
      return number ? [number] : [];
    }
    if (kind === 'email')
      return [
        value
          .toLowerCase()
          .replace(/\s?(\(at\)|\[at\]| at )\s?/, '@')
          .replace(/\s/g, ''),
      ];
    if (kind === 'iban') return [value];
    return value.startsWith('@') ? [value.toLowerCase()] : [];
  });
  return [...new Set(keys)];
}

/**
 * A contact's key as a 64-bit fingerprint in the index the photos and texts use: equal keys, equal fingerprints (a
 * hash, so the index keeps no phone number or address itself).
 */
export function contactFingerprint(key: string): bigint {
  return createHash('sha256').update(key).digest().readBigInt64BE(0);
}

/** The fingerprints of the contacts in an ad's title and description. */
export function contactFingerprintsOf(ad: { title: string; description: string }): bigint[] {
  return contactKeys(`${ad.title}\n${ad.description}`).map(contactFingerprint);
}
