import type { QueryFilters } from './adSearch';
import { parseLocalizedNumber, type NumberLanguage } from './numbers';

/**
 * The quantities in a search's words (issue 41, 70): rooms ("3 Zimmer", "3ZKB", "Dreizimmerwohnung", "2 bedrooms"),
 * areas ("ab 80 qm", "60-80 m²") and prices ("bis 1.200 € warm", "500k", "1,2 Mio", "800-1200 €"). Each reader
 * returns the words it took and the filters they mean; src/domain/queryUnderstanding reads the rest.
 */
const NUMBER = String.raw`\d[\d.,]*`;
/** Counts people spell out before a room word ("Zwei-Zimmer-Wohnung", "Dreizimmerwohnung", "two bedroom flat"). */
const SPELLED_COUNTS: Readonly<Record<string, number>> = {
  ein: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fuenf: 5,
  fünf: 5,
  sechs: 6,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};
/** A count of rooms: digits, or a spelled count not inside another word ("Zweizimmerwohnung" starts with one). */
const COUNT = String.raw`(?:\d[\d.,]*|(?<![A-Za-zÄÖÜäöüß])(?:${Object.keys(SPELLED_COUNTS).join('|')}))`;
/**
 * Words after a count of rooms: Zimmer and its abbreviations, "Raum" as the east of Germany says it ("3-Raum-Wohnung"),
 * "ZKB" (Zimmer, Küche, Bad) and the word with the flat in it ("3-Zi.-Whg.", "Dreizimmerwohnung").
 */
const ROOMS_WORD = String.raw`(?:-?\s*(?:zimmerwohnung|raumwohnung|zimmer|zi\.?|zkb|raum|räume|raeume|rooms?|-room)(?:-?\s*whg\.?)?)`;
/** Bedrooms, as English speakers count: a German "Zimmer" count adds the living room. */
const BEDROOMS_WORD = String.raw`(?:-?\s*(?:bedrooms?|bed|beds|br|schlafzimmer))`;
// A number's unit ends at a space, a mark or a hyphen ("3-Zimmer-Wohnung").
const END = String.raw`(?=$|[\s,;!?)-])`;
/** "ab", "mind.", "from", "at least" — a lower bound. */
const FROM = String.raw`(?:ab|mind\.?|mindestens|min\.?|über|ueber|from|at\s+least|over|more\s+than)`;
/** "bis", "unter", "max.", "höchstens", "under", "up to" — an upper bound. */
const UPTO = String.raw`(?:bis|unter|max\.?|maximal|höchstens|hoechstens|under|up\s+to|below|max|less\s+than)`;
/**
 * Euros, and Swiss francs as people in Switzerland write a limit ("bis 3000 CHF", "Fr. 2500"): prices here are in euros,
 * so the number is taken as the limit it says, without a rate of exchange (a franc is worth about a euro).
 */
const MONEY_UNIT = String.raw`(?:\s*(?:€|eur|euros?|chf|sfr\.?|franken)(?=$|[\s,;!?)-])|\s*€)`;
const AREA_UNIT = String.raw`\s*(?:m²|m2|qm|sqm|quadratmeter|square\s+met(?:er|re)s?)`;

function number(text: string, lang: NumberLanguage, kind: 'money' | 'area' | 'rooms'): number | null {
  const spelled = kind === 'rooms' ? SPELLED_COUNTS[text.toLowerCase()] : undefined;
  if (spelled !== undefined) return spelled;
  const read = parseLocalizedNumber(text, lang, kind);
  if (read.ok) return read.value;
  // People write "1.200" and "1,200" in either language: the likeliest reading is meant.
  return read.reason === 'ambiguous' ? read.readings[0]! : null;
}

/** Rooms: an exact number means that number and its half-room neighbour above ("3 Zimmer" → 3–3.5). */
export function rooms(text: string, lang: NumberLanguage): [string, QueryFilters][] {
  const found: [string, QueryFilters][] = [];
  // "2 bedroom flat": in Germany the living room is a Zimmer too, so at least three (issue 70).
  const bedrooms = new RegExp(String.raw`(?<![\d.,])(${COUNT})${BEDROOMS_WORD}${END}`, 'i').exec(text);
  const bedroomCount = bedrooms ? number(bedrooms[1]!, lang, 'rooms') : null;
  if (bedrooms && bedroomCount !== null && Number.isInteger(bedroomCount) && bedroomCount >= 1)
    return [[bedrooms[0], { minRooms: bedroomCount + 1, bedrooms: bedroomCount }]];
  // A studio, an Einzimmerwohnung: one room (and a half).
  const single =
    /(?<=\s)(?:studio(?:\s+(?:flat|apartment))?|einzimmerwohnung|1-zimmer-apartment|einzimmer-apartment)(?=\s)/i.exec(
      text,
    );
  if (single) return [[single[0], { minRooms: 1, maxRooms: 1.5, category: 'apartment_rent' }]];
  const range = new RegExp(String.raw`(${COUNT})\s*(?:-|–|bis|to)\s*(${COUNT})${ROOMS_WORD}${END}`, 'i').exec(text);
  const from = new RegExp(String.raw`${FROM}\s+(${COUNT})${ROOMS_WORD}${END}`, 'i').exec(text);
  const upto = new RegExp(String.raw`${UPTO}\s+(${COUNT})${ROOMS_WORD}${END}`, 'i').exec(text);
  const exact = new RegExp(String.raw`(?<![\d.,])(${COUNT})${ROOMS_WORD}${END}`, 'i').exec(text);
  const value = (s: string) => number(s, lang, 'rooms');
  if (range && value(range[1]!) !== null && value(range[2]!) !== null)
    found.push([range[0], { minRooms: value(range[1]!)!, maxRooms: value(range[2]!)! }]);
  else if (from && value(from[1]!) !== null) found.push([from[0], { minRooms: value(from[1]!)! }]);
  else if (upto && value(upto[1]!) !== null) found.push([upto[0], { maxRooms: value(upto[1]!)! }]);
  else if (exact && value(exact[1]!) !== null)
    found.push([exact[0], { minRooms: value(exact[1]!)!, maxRooms: value(exact[1]!)! + 0.5 }]);
  return found;
}

export function area(text: string, lang: NumberLanguage): [string, QueryFilters][] {
  // "60-80 qm", "60 bis 80 m²".
  const range = new RegExp(String.raw`(${NUMBER})\s*(?:-|–|bis|to)\s*(${NUMBER})${AREA_UNIT}${END}`, 'i').exec(text);
  const [low, high] = range ? [number(range[1]!, lang, 'area'), number(range[2]!, lang, 'area')] : [null, null];
  if (range && low !== null && high !== null && low <= high) return [[range[0], { minArea: low, maxArea: high }]];
  const match = new RegExp(String.raw`(?:(${FROM}|${UPTO})\s+)?(${NUMBER})${AREA_UNIT}${END}`, 'i').exec(text);
  const value = match ? number(match[2]!, lang, 'area') : null;
  if (!match || value === null) return [];
  // A bare "80 qm" is meant as "at least": nobody wants exactly 80.00 m².
  const upper = match[1] !== undefined && new RegExp(`^${UPTO}$`, 'i').test(match[1]);
  return [[match[0], upper ? { maxArea: value } : { minArea: value }]];
}

/** "500k", "500 Tsd.", "1,2 Mio", "1.5 million": what a price's number is multiplied by. */
const MULTIPLIER = String.raw`(?:\s*(k|tsd\.?|tausend|mio\.?|millionen|million|mill?\.))?`;
const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1e3,
  tsd: 1e3,
  tausend: 1e3,
  mio: 1e6,
  million: 1e6,
  millionen: 1e6,
  mill: 1e6,
  mil: 1e6,
};

function euros(numberText: string, multiplier: string | undefined, lang: NumberLanguage): number | null {
  const factor = multiplier ? MULTIPLIERS[multiplier.toLowerCase().replace(/\.$/, '')] : 1;
  // "1,2 Mio" is one million two hundred thousand in either language: the comma is a decimal one before a multiplier.
  const value =
    factor && factor > 1
      ? /^\d+(?:[.,]\d+)?$/.test(numberText)
        ? Number(numberText.replace(',', '.'))
        : null
      : number(numberText, lang, 'money');
  return value === null || factor === undefined ? null : value * factor;
}

export function money(text: string, lang: NumberLanguage): [string, QueryFilters][] {
  const basis = String.raw`(?:\s+(warm|kalt|warmmiete|kaltmiete|cold|inclusive))?`;
  const bound = String.raw`(?:(${FROM}|${UPTO})\s+)`;
  // "800-1.200 € warm", "800 bis 1200 Euro".
  const range = new RegExp(
    String.raw`(${NUMBER})${MULTIPLIER}\s*(?:-|–|bis|to)\s*(${NUMBER})${MULTIPLIER}${MONEY_UNIT}${basis}${END}`,
    'i',
  ).exec(text);
  if (range) {
    const [low, high] = [euros(range[1]!, range[2], lang), euros(range[3]!, range[4] ?? range[2], lang)];
    if (low !== null && high !== null && low <= high)
      return [[range[0], { minPrice: Math.round(low * 100), maxPrice: Math.round(high * 100), ...basisOf(range[5]) }]];
  }
  const withUnit = new RegExp(String.raw`${bound}?(${NUMBER})${MULTIPLIER}${MONEY_UNIT}${basis}${END}`, 'i').exec(text);
  // "€1,200", "EUR 900".
  const unitFirst = new RegExp(
    String.raw`${bound}?(?:€|eur|chf|sfr\.?|fr\.)\s*(${NUMBER})${MULTIPLIER}${basis}${END}`,
    'i',
  ).exec(text);
  // "bis 500k", "unter 1200".
  const bare = new RegExp(String.raw`${bound}(${NUMBER})${MULTIPLIER}${basis}${END}`, 'i').exec(text);
  // "500k" alone.
  const multiplied = new RegExp(String.raw`(?<![\w.,])()(${NUMBER})(\s*(?:k|tsd\.?|mio\.?))${basis}${END}`, 'i').exec(
    text,
  );
  const match = withUnit ?? unitFirst ?? bare ?? multiplied;
  if (!match) return [];
  const value = euros(match[2]!, match[3]?.trim(), lang);
  // "ab 3" with no unit is no price; "unter 1200" is.
  if (value === null || (match === bare && value < 100)) return [];
  const cents = Math.round(value * 100);
  const upper = match[1] === undefined || match[1] === '' || new RegExp(`^${UPTO}$`, 'i').test(match[1]);
  return [[match[0], { ...(upper ? { maxPrice: cents } : { minPrice: cents }), ...basisOf(match[4]) }]];
}

/** "warm", "Kaltmiete": the rent a price limit is meant for, when said. */
function basisOf(said: string | undefined): Pick<QueryFilters, 'priceBasis'> {
  if (said === undefined) return {};
  return { priceBasis: /^(warm|warmmiete|inclusive)$/i.test(said) ? 'warm' : 'cold' };
}
