import { remove as latinSkeleton } from 'confusables';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { foldText } from '../../src/domain/folding';
import type { MESSAGE_CAUTIONS } from '../../src/domain/riskValues';

/*
 * What the scam check reads in a text (an ad's, a message's, a photo's): one normalised text, the ways off the platform
 * named in it, and the wording of the advance-payment scam, each phrase with a weight. Scammers dress the text up so
 * that a word list misses it: Cyrillic look-alike letters, zero-width characters, s p a c e d letters, full-width
 * digits, a phone number spelled out in words. Every rule reads the normalised text, so a dressed-up text reads as
 * the plain one (issue 69).
 */

const NUMBER_WORDS: Record<string, string> = {
  null: '0',
  zero: '0',
  eins: '1',
  one: '1',
  zwei: '2',
  zwo: '2',
  two: '2',
  drei: '3',
  three: '3',
  vier: '4',
  four: '4',
  fuenf: '5',
  five: '5',
  sechs: '6',
  six: '6',
  sieben: '7',
  seven: '7',
  acht: '8',
  eight: '8',
  neun: '9',
  nine: '9',
};
const NUMBER_WORD = Object.keys(NUMBER_WORDS).join('|');
// Four or more number words in a row ("null eins fünf eins …"): a number spelled out to slip past a filter. Fewer are
// ordinary words ("zwei Zimmer, drei Balkone").
const SPELLED_NUMBER = new RegExp(`\\b(?:(?:${NUMBER_WORD})[\\s,.-]+){3,}(?:${NUMBER_WORD})\\b`, 'g');
// Single letters or digits separated by single spaces, dots or dashes, five or more: "W e s t e r n", "0 1 5 1".
const SPACED_OUT = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][ .·_-]){4,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu;

/**
 * The text every rule reads: NFKC (full-width digits and letters become ASCII), format characters (zero-width
 * spaces and joiners, direction marks) removed, German letters folded as search folds them (ä → ae, ß → ss),
 * every other letter folded to its Latin look-alike (UTS #39 confusables: Cyrillic "а" → "a"), spaced-out letters
 * and digits joined, number words written as digits, lower case, runs of space as one.
 */
export function normaliseForRules(text: string): string {
  // Spaced-out runs are joined before folding: "g e b ü h r" is single letters only while "ü" is one.
  const joined = text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(SPACED_OUT, (run) => run.replace(/[ .·_-]/g, ''));
  // The skeleton only for letters outside ASCII: UTS #39 maps "0" to "O" and "1" to "l", which would spoil numbers.
  const latin = foldText(joined).replace(/[^\p{ASCII}]/gu, (char) => latinSkeleton(char).toLowerCase());
  return latin
    .replace(SPELLED_NUMBER, (run) =>
      run
        .split(/[\s,.-]+/)
        .map((word) => NUMBER_WORDS[word] ?? '')
        .join(''),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How a text is dressed up against filters: honest text has no zero-width characters inside words, no Cyrillic or
 * Greek letters among Latin ones, no words spaced out letter by letter and no numbers written as words. Each is a sign
 * of its own that the writer hides something (a soft hyphen, a joiner inside an emoji and a foreign word in its own
 * script are not).
 */
export function dressUpsIn(text: string): string[] {
  const found: string[] = [];
  if (/[\p{L}\p{N}](?:\u200b|\u200c|\u200d|\u2060|\ufeff)+[\p{L}\p{N}]/u.test(text))
    found.push('zero-width characters');
  if (/(?=\p{L}*\p{Script=Latin})(?=\p{L}*[\p{Script=Cyrillic}\p{Script=Greek}])\p{L}{3,}/u.test(text))
    found.push('look-alike letters');
  const plain = text.normalize('NFKC').replace(/\p{Cf}/gu, '');
  if ([...plain.matchAll(SPACED_OUT)].some((run) => run[0].replace(/[^\p{L}\p{N}]/gu, '').length >= 6))
    found.push('spaced-out letters');
  // search(), not test(): the pattern is global, and test() would carry its position over to the next call.
  if (foldText(plain).search(SPELLED_NUMBER) >= 0) found.push('number in words');
  return found;
}

export type OffPlatformKind = 'phone' | 'email' | 'messenger' | 'iban';

const OFF_PLATFORM: { kind: Exclude<OffPlatformKind, 'iban'>; pattern: RegExp }[] = [
  // +49 30 1234567, 0151/2345678, 0049 (0)30 123 45 67: a leading + or 0 and at least eight more digits.
  { kind: 'phone', pattern: /(?<![\w.,])(\+|00|0)\s?\(?\d[\d\s/()-]{6,}\d(?![\d,.])/g },
  { kind: 'email', pattern: /[\w.+-]+\s?(@|\(at\)|\[at\]| at )\s?[\w-]+(\.|\s?\(dot\)\s?| dot )[a-z]{2,}\b/gi },
  {
    kind: 'messenger',
    pattern:
      /\b(whats ?app|whatsap|telegram|signal messenger|per signal|on signal|threema|wa\.me\/?\d*|t\.me\/\w+|viber|wechat|skype|snapchat|kik)\b|(?<![\w.])@[a-z]\w{3,}\b(?!\.)/gi,
  },
];

// Two letters, two digits (or their look-alikes O, I, l) and 11 to 30 letters or digits, spaces allowed in between (any
// case: the text is folded).
const IBAN_CANDIDATE = /\b[a-z]{2}\s?[\doil]{2}(?:\s?[a-z0-9]){11,30}\b/g;

/** Letters read for the digits they look like, in an IBAN whose checksum does not hold as written. */
const DIGIT_LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * IBANs in a folded text: any case, spaced or not, only those whose check digits hold (ibantools). "DEO2 …" (a letter O
 * for the zero, as OCR reads a photo and as a dodge is typed) counts when the digits it stands for make a valid IBAN.
 */
function ibansIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IBAN_CANDIDATE)) {
    const compact = electronicFormatIBAN(match[0]) ?? '';
    const asDigits = compact.slice(0, 2) + compact.slice(2).replace(/[OIL]/g, (letter) => DIGIT_LOOK_ALIKES[letter]!);
    // The candidate may run into the next word: try it shorter until the checksum holds.
    const iban = [compact, asDigits]
      .flatMap((candidate) =>
        Array.from({ length: Math.max(0, candidate.length - 14) }, (_, cut) =>
          candidate.slice(0, candidate.length - cut),
        ),
      )
      .find((candidate) => isValidIBAN(candidate));
    if (iban) found.push(iban);
  }
  return found;
}

/** Ways to reach the seller outside the platform named in a text: phone numbers, e-mail addresses, messengers, IBANs. */
export function offPlatformContacts(text: string): { kind: OffPlatformKind; value: string }[] {
  const normal = normaliseForRules(text);
  const ibans = ibansIn(normal);
  const found = OFF_PLATFORM.flatMap(({ kind, pattern }) =>
    [...normal.matchAll(pattern)]
      .map((match) => match[0].trim())
      // A phone number has at least nine digits in all; shorter runs are prices, areas or years.
      .filter((value) => kind !== 'phone' || value.replace(/\D/g, '').length >= 9)
      // An IBAN's digit groups read like a phone number too; it is one IBAN.
      .filter((value) => kind !== 'phone' || !ibans.some((iban) => iban.includes(value.replace(/\D/g, ''))))
      .map((value) => ({ kind, value })),
  );
  return [...found, ...ibans.map((value) => ({ kind: 'iban' as const, value }))];
}

/**
 * The advance-payment scam's wording, German and English, as it reads after normalisation. Each phrase has a weight:
 * 1 holds an ad on its own (money before a viewing, a payment that cannot be taken back, identity papers before a
 * viewing, fees the law forbids to ask of tenants), less only beside another signal (an owner abroad: honest owners
 * are abroad too). An honest context the scam does not have ("Kaution nach Vertragsschluss", "Mietkautionskonto")
 * takes a deposit phrase's weight away.
 */
const ADVANCE_PAYMENT: { name: string; weight: number; pattern: RegExp }[] = [
  {
    name: 'Kaution vorab',
    weight: 1,
    pattern:
      /(kaution|deposit|erste[n]? (monats)?miete|first (month'?s? )?rent)\b.{0,50}\b(vorab|im voraus|vor (der|einer|jeder) besichtigung|before (the|a|any) (viewing|visit)|in advance|upfront|up front)/,
  },
  {
    name: 'vorab überweisen',
    weight: 1,
    pattern:
      /\b(vorab|im voraus|zuerst|erst)\b.{0,40}\b(ueberweis\w*|zahl\w*|bezahl\w*|senden|schicken)\b.{0,60}\b(besichtigung|schluessel|termin|reserv\w*)/,
  },
  { name: 'Vorkasse', weight: 1, pattern: /\bvorkasse\b/ },
  {
    name: 'Anzahlung / Reservierung',
    weight: 1,
    pattern:
      /\b(anzahlung|vorauszahlung|reservierungs(gebuehr|kosten|betrag)|reservation fee|holding deposit|reserve the (flat|apartment) for you)\b/,
  },
  {
    name: 'vor der Besichtigung zahlen',
    weight: 1,
    pattern:
      /(vor (der|einer|jeder) besichtigung|before (the|a|any) (viewing|visit)).{0,60}(ueberweis|zahl|pay|transfer|send)/,
  },
  {
    name: 'zahlen, dann Besichtigung',
    weight: 1,
    pattern:
      /\b(ueberweis\w*|zahl\w*|pay\w*|transfer\w*)\b.{0,80}\b(danach|dann|anschliessend|then|after that|afterwards)\b.{0,40}\b(besichtigung|schluessel|viewing|keys?|we arrange)/,
  },
  {
    name: 'Schlüssel per Post',
    weight: 1,
    pattern:
      /(schluessel.{0,60}(per|mit der|ueber die|via) (post|dhl|hermes|dpd|ups|kurier|paket|einschreiben))|((per|mit der|via) (post|dhl|kurier|paket).{0,40}schluessel)/,
  },
  {
    name: 'keys by post',
    weight: 1,
    pattern:
      /\bkeys?\b.{0,50}\b(by|via|with|through) (post|mail|courier|dhl|ups|fedex|airbnb)|\b(post|mail|courier|ship|send)\w* (you )?the keys?\b/,
  },
  {
    name: 'Western Union / MoneyGram',
    weight: 1,
    pattern: /\b(western ?union|moneygram|ria money transfer|worldremit|remitly)\b/,
  },
  {
    name: 'PayPal Freunde & Familie',
    weight: 1,
    pattern: /paypal.{0,30}(freunde|friends|familie|family|f ?& ?f|f ?und ?f)/,
  },
  {
    name: 'Krypto',
    weight: 1,
    pattern: /\b(bitcoin|btc|usdt|tether|ethereum|krypto\w*|crypto\w*|wallet[- ]?adresse|wallet address)\b/,
  },
  {
    name: 'Gutscheinkarten',
    weight: 1,
    pattern: /\b(paysafe ?card|amazon[- ]?(gutschein|gift ?card)|itunes|google ?play[- ]?(karte|card)|gift ?cards?)\b/,
  },
  {
    name: 'Treuhand / Buchungsplattform',
    weight: 1,
    pattern:
      /\b(airbnb|booking\.com|ebay)\b.{0,60}\b(zahlung|payment|konto|account|treuhand\w*|escrow|kaution|deposit)|\b(treuhand\w*|escrow)\b.{0,60}\b(airbnb|booking|vorab|in advance|before)\b/,
  },
  {
    name: 'Geld auf eigenes Konto, Screenshot',
    weight: 1,
    pattern:
      /((eigene|ihr eigenes|your own) (konto|account)).{0,80}(screenshot|kontoauszug|nachweis|beleg|proof|statement)|(screenshot|kontoauszug|bank statement|proof of funds).{0,80}(eigene|ihr eigenes|your own) (konto|account)/,
  },
  {
    name: 'Ausweis vor Besichtigung',
    weight: 1,
    pattern:
      /(ausweis\w*|personalausweis|reisepass|passport|id card|copy of your id|schufa\w*|gehaltsnachweis\w*|payslips?|bank statements?|kontoauszuege?).{0,120}(vor (der|einer|jeder) besichtigung|before (the|a|any|you get a) (viewing|visit)|bevor (sie|wir) .{0,30}besichtig)|(vor (der|einer) besichtigung|bevor (sie|wir|ich) .{0,30}besichtigung|before (the|a|any|you get a) viewing).{0,100}(ausweis\w*|personalausweis|reisepass|passport|id card|schufa|payslips?|bank statements?|kontoauszuege?)/,
  },
  {
    name: 'Gebühr vom Mieter',
    weight: 1,
    pattern:
      /\b(bearbeitungsgebuehr|bewerbungsgebuehr|besichtigungsgebuehr|vermittlungsgebuehr|schreibgebuehr|verwaltungsgebuehr|application fee|viewing fee|processing fee|admin(istration)? fee)\b/,
  },
  {
    name: 'keine Besichtigung möglich',
    weight: 0.6,
    pattern:
      /\b(keine besichtigung|besichtigung (ist )?(leider )?nicht moeglich|no viewings?|viewing is not possible|cannot show you the (flat|apartment))\b/,
  },
  {
    name: 'derzeit im Ausland',
    weight: 0.5,
    pattern:
      /\b(derzeit|zurzeit|zur zeit|momentan|beruflich|dienstlich) (noch |leider )?im ausland\b|\b(currently|presently|now) (living |working |based |stationed )?(abroad|overseas|out of the country)\b|\bi am (abroad|overseas)\b/,
  },
  {
    name: 'Missionar / UN / Gott segne',
    weight: 0.5,
    pattern:
      /\b(god bless|gott segne|un (mission|engineer|ingenieur)|united nations|offshore|oil rig|bohrinsel|missionar\w*|missionary)\b/,
  },
  {
    name: 'Kontakt nur außerhalb',
    weight: 0.5,
    pattern:
      /\b(nur|only|ausschliesslich|direkt|directly)\b.{0,30}\b(per|ueber|via|on|by) (e-?mail|mail|whatsapp|telegram|sms|signal)\b|\b(schaue|check) (ich )?(hier|this site|here) (selten|rarely)|\brarely (check|look at|use) (this|the) (site|platform|portal|app)|\bhier (schaue ich|bin ich) (nur )?selten/,
  },
];

/** Honest words around a deposit: paid when or after the contract is signed, to a rent deposit account. */
const HONEST_DEPOSIT =
  /\b(nach (vertragsschluss|vertragsunterzeichnung|unterzeichnung|abschluss des mietvertrags)|bei (vertragsschluss|schluesseluebergabe|mietbeginn|einzug)|mietkautionskonto|kautionskonto|kautionsbuergschaft|(after|on|when) (signing|the contract|the tenancy starts|moving in))\b/;

/** Someone local shows the flat: an owner abroad who says so is no sign (the scam has nobody to show it). */
const SHOWN_LOCALLY =
  /\b(nachbar\w*|schwester|bruder|tochter|sohn|mutter|vater|freund\w*|bekannte\w*|hausverwaltung|hausmeister\w*|makler\w*|neighbou?r|sister|brother|daughter|son|mother|father|friend|caretaker|agent|property manager)\b.{0,60}\b(zeig\w*|uebernimmt|fuehrt|show\w*)\b|\b(besichtigung|viewings?)\b.{0,40}\b(uebernimmt|macht|does|will do|handled by)\b.{0,30}\b(meine|mein|my)\b/;

/** The advance-payment phrases a text contains (each named once) and their weight together (at most 1). */
export function advancePaymentPhrases(text: string): { phrases: string[]; weight: number } {
  const normal = normaliseForRules(text);
  const honestDeposit = HONEST_DEPOSIT.test(normal);
  const shownLocally = SHOWN_LOCALLY.test(normal);
  const found = ADVANCE_PAYMENT.filter((rule) => rule.pattern.test(normal))
    // "Die Kaution … nach Vertragsschluss" is the honest sentence; the same text's other phrases still count.
    .filter(
      (rule) => !(honestDeposit && (rule.name === 'Kaution vorab' || rule.name === 'Treuhand / Buchungsplattform')),
    )
    .filter((rule) => !(shownLocally && rule.name === 'derzeit im Ausland'));
  const weight = Math.min(
    1,
    found.reduce((sum, rule) => sum + rule.weight, 0),
  );
  return { phrases: found.map((rule) => rule.name), weight: Math.round(weight * 10) / 10 };
}

export type MessageCaution = (typeof MESSAGE_CAUTIONS)[number];

/**
 * Money before a viewing, or a move off the platform where nobody can warn (a messenger, an e-mail address, an IBAN):
 * the recipient is warned beside the message. A phone number alone is no warning: landlords give one to arrange a
 * viewing.
 */
export function messageCaution(body: string): MessageCaution | null {
  if (advancePaymentPhrases(body).weight >= 1) return 'advance_payment';
  return offPlatformContacts(body).some((contact) => contact.kind !== 'phone') ? 'off_platform' : null;
}
