import { foldText } from './folding';
import type * as ShapesRisk from './shapes/risk';
import { MESSAGE_CAUTIONS, RISK_RULES } from './riskValues';

export { MESSAGE_CAUTIONS, RISK_RULES } from './riskValues';

/*
 * What makes an ad look like the advance-payment scam that harms seekers most on German portals: a flat far below the
 * local price, photos or a text taken from someone else's ad, contact moved off the platform, wording that asks for
 * money before a viewing, and a new account publishing much at once. Each rule gives a signal with a weight; an ad
 * whose weights add up to HOLD_THRESHOLD is held for a moderator (server/application/risk).
 */

export type RiskRule = (typeof RISK_RULES)[number];
export type RiskSignal = ShapesRisk.RiskSignal;
export type RiskVerdict = ShapesRisk.RiskVerdict;
export type ModerationAd = ShapesRisk.ModerationAd;
export type RiskOutcome = ShapesRisk.RiskOutcome;

/** Signals whose weights reach this together hold the ad: one strong signal, or two of the weaker ones. */
export const HOLD_THRESHOLD = 1;

export function riskScore(signals: readonly RiskSignal[]): number {
  return signals.reduce((sum, signal) => sum + signal.weight, 0);
}

/**
 * Wording of the advance-payment scam, German and English (folded: "schluessel" matches "Schlüssel"): money before a
 * viewing or a contract, keys sent by post, payment services that hide the receiver — each strong on its own — and an
 * owner abroad, which honest sellers say too (weak: it holds an ad only beside another signal).
 */
const ADVANCE_PAYMENT: { name: string; strong: boolean; pattern: RegExp }[] = [
  { name: 'Kaution vorab', strong: true, pattern: /kaution\b.{0,40}\b(vorab|im voraus|vor (der|einer) besichtigung)/ },
  { name: 'Vorkasse', strong: true, pattern: /\bvorkasse\b/ },
  {
    name: 'Anzahlung vor Besichtigung',
    strong: true,
    pattern: /(anzahlung|vorauszahlung|reservierungsgebuehr).{0,60}(besichtigung|schluessel|vorab|ueberweis)/,
  },
  { name: 'vor der Besichtigung zahlen', strong: true, pattern: /vor (der|einer) besichtigung.{0,40}(ueberweis|zahl)/ },
  {
    name: 'Schlüssel per Post',
    strong: true,
    pattern: /schluessel.{0,60}(per|mit der|ueber die) (post|dhl|kurier|paket)/,
  },
  { name: 'Western Union / MoneyGram', strong: true, pattern: /\b(western ?union|moneygram|ria money transfer)\b/ },
  {
    name: 'Treuhand / Airbnb-Zahlung',
    strong: true,
    pattern: /\b(treuhand\w*|escrow|airbnb[- ]?(zahlung|payment|konto)|ueber airbnb)\b/,
  },
  {
    name: 'deposit in advance',
    strong: true,
    pattern: /\bdeposit\b.{0,40}\b(in advance|upfront|up front|before (the|a|any) viewing)/,
  },
  {
    name: 'payment before viewing',
    strong: true,
    pattern: /\b(pay|payment|transfer)\b.{0,40}\bbefore (the|a|any) (viewing|visit)/,
  },
  {
    name: 'keys by post',
    strong: true,
    pattern: /\bkeys?\b.{0,40}\b(sent|send|ship\w*|post\w*|mail\w*) (by|via|with) (post|mail|courier|dhl)/,
  },
  {
    name: 'derzeit im Ausland',
    strong: false,
    pattern: /\b(derzeit|zurzeit|zur zeit|momentan|beruflich) (noch )?im ausland\b/,
  },
  { name: 'currently abroad', strong: false, pattern: /\b(currently|presently|now) (living |working )?abroad\b/ },
];

/** The advance-payment phrases a text contains (each named once), and whether one of them is strong on its own. */
export function advancePaymentPhrases(text: string): { phrases: string[]; strong: boolean } {
  // Folded as search folds (src/domain/folding.ts), runs of space as one.
  const folded = foldText(text).replace(/\s+/g, ' ');
  const found = ADVANCE_PAYMENT.filter((rule) => rule.pattern.test(folded));
  return { phrases: found.map((rule) => rule.name), strong: found.some((rule) => rule.strong) };
}

export type OffPlatformKind = 'phone' | 'email' | 'messenger' | 'iban';

const OFF_PLATFORM: { kind: OffPlatformKind; pattern: RegExp }[] = [
  // +49 30 1234567, 0151/2345678, 0049 (0)30 123 45 67: a leading + or 0 and at least eight more digits.
  { kind: 'phone', pattern: /(?<![\w.,])(\+|00|0)\s?\(?\d[\d\s/()-]{6,}\d(?![\d,.])/g },
  { kind: 'email', pattern: /[\w.+-]+\s?(@|\(at\)|\[at\])\s?[\w-]+(\.|\s?\(dot\)\s?)[a-z]{2,}/gi },
  {
    kind: 'messenger',
    pattern: /\b(whats ?app|telegram|signal messenger|per signal|threema|wa\.me|t\.me\/\w+|viber)\b/gi,
  },
  { kind: 'iban', pattern: /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,3})?\b/g },
];

/** Ways to reach the seller outside the platform named in a text: phone numbers, e-mail addresses, messengers, IBANs. */
export function offPlatformContacts(text: string): { kind: OffPlatformKind; value: string }[] {
  const found = OFF_PLATFORM.flatMap(({ kind, pattern }) =>
    [...text.matchAll(pattern)]
      .map((match) => match[0].trim())
      // A phone number has at least nine digits in all; shorter runs are prices, areas or years.
      .filter((value) => kind !== 'phone' || value.replace(/\D/g, '').length >= 9)
      .map((value) => ({ kind, value })),
  );
  // An IBAN's digit groups read like a phone number too; it is one IBAN.
  const ibans = found.filter((contact) => contact.kind === 'iban').map((contact) => contact.value);
  return found.filter((contact) => contact.kind !== 'phone' || !ibans.some((iban) => iban.includes(contact.value)));
}

export type MessageCaution = (typeof MESSAGE_CAUTIONS)[number];

/**
 * Money before a viewing, or a move off the platform where nobody can warn (a messenger, an e-mail address, an IBAN):
 * the recipient is warned beside the message. A phone number alone is no warning: landlords give one to arrange a
 * viewing.
 */
export function messageCaution(body: string): MessageCaution | null {
  if (advancePaymentPhrases(body).phrases.length > 0) return 'advance_payment';
  return offPlatformContacts(body).some((contact) => contact.kind !== 'phone') ? 'off_platform' : null;
}
