import type { AdCategory, PropertyType } from './ad';
import type { QueryFilters, UnderstoodPart } from './adSearch';

export type { QueryFilters, UnderstoodPart };
import { isStopWord } from './folding';
import { parseLocalizedNumber, type NumberLanguage } from './numbers';

/**
 * What a search box's words mean (issue 41): "3 Zimmer Wohnung Berlin bis 1.200 €" is a category, a place, a rooms
 * range and a price limit, and only what is left is searched as text. Shared by the server's search (which applies
 * the filters) and the client (which shows each as a removable chip). No network: places come from `findPlace`.
 */
export interface UnderstoodQuery {
  filters: QueryFilters;
  parts: UnderstoodPart[];
  /** The words left to search as text. */
  rest: string;
}

/**
 * A known place for a phrase of one to three words as typed ("prenzlauer berg", "muenchen"); null when none.
 * `afterPlaceWord`: the phrase follows "in", "bei", "nahe" … (so "in Mitte" is a place where "Mitte" alone may not be).
 */
export type PlaceFinder = (
  phrase: string,
  context: { afterPlaceWord: boolean },
) => { city: string } | { postalCode: string } | null;

/** English names of German-speaking cities, as English speakers type them; the places table knows the German ones. */
export const ENGLISH_PLACE_NAMES: Readonly<Record<string, string>> = {
  munich: 'münchen',
  cologne: 'köln',
  nuremberg: 'nürnberg',
  vienna: 'wien',
  zurich: 'zürich',
  hanover: 'hannover',
  brunswick: 'braunschweig',
  'frankfurt on the main': 'frankfurt am main',
};

const NUMBER = String.raw`\d[\d.,]*`;
const ROOMS_WORD = String.raw`(?:-?\s*(?:zimmer|zi\.?|zimmerwohnung|rooms?|-room))`;
/** Bedrooms, as English speakers count: a German "Zimmer" count adds the living room. */
const BEDROOMS_WORD = String.raw`(?:-?\s*(?:bedrooms?|bed|beds|br|schlafzimmer))`;
// A number's unit ends at a space, a mark or a hyphen ("3-Zimmer-Wohnung").
const END = String.raw`(?=$|[\s,;!?)-])`;
/** "ab", "mind.", "from", "at least" — a lower bound. */
const FROM = String.raw`(?:ab|mind\.?|mindestens|min\.?|über|ueber|from|at\s+least|over|more\s+than)`;
/** "bis", "unter", "max.", "höchstens", "under", "up to" — an upper bound. */
const UPTO = String.raw`(?:bis|unter|max\.?|maximal|höchstens|hoechstens|under|up\s+to|below|max|less\s+than)`;
const MONEY_UNIT = String.raw`(?:\s*(?:€|eur|euros?)\b|\s*€)`;
const AREA_UNIT = String.raw`\s*(?:m²|m2|qm|sqm|quadratmeter|square\s+met(?:er|re)s?)`;

/** Words that name a kind of property; the intent (rent or buy) may be said apart. */
const KINDS: { words: RegExp; kind: 'apartment' | 'house' | AdCategory; propertyType?: PropertyType }[] = [
  { words: /^(?:eigentumswohnung(?:en)?|etw)$/, kind: 'apartment_buy' },
  {
    words: /^(?:wg-zimmer|wg|wg-platz|zimmer\s+in\s+wg|shared\s+room|shared\s+flat|flatshare|flat\s+share)$/,
    kind: 'shared_room',
  },
  { words: /^(?:wohnung(?:en)?|flat|flats|apartment|apartments)$/, kind: 'apartment' },
  { words: /^(?:haus|häuser|haeuser|house|houses)$/, kind: 'house' },
  {
    words: /^(?:stellplatz|stellplätze|stellplaetze|garage|tiefgaragenstellplatz|parking(?:\s+space)?)$/,
    kind: 'parking',
  },
  {
    words: /^(?:gewerbe|gewerbefläche|gewerbeflaeche|büro|buero|laden|office|commercial(?:\s+space)?|shop)$/,
    kind: 'commercial',
  },
  { words: /^(?:grundstück|grundstueck|baugrundstück|baugrundstueck|plot|land|building\s+plot)$/, kind: 'land' },
  {
    words: /^(?:dachgeschoss(?:wohnung)?|dg|dachwohnung|attic(?:\s+flat)?)$/,
    kind: 'apartment',
    propertyType: 'attic',
  },
  { words: /^(?:penthouse)$/, kind: 'apartment', propertyType: 'penthouse' },
  { words: /^(?:maisonette(?:wohnung)?)$/, kind: 'apartment', propertyType: 'maisonette' },
  { words: /^(?:souterrain(?:wohnung)?|basement\s+flat)$/, kind: 'apartment', propertyType: 'souterrain' },
  {
    words: /^(?:erdgeschoss(?:wohnung)?|eg|ground\s+floor(?:\s+flat)?)$/,
    kind: 'apartment',
    propertyType: 'ground_floor',
  },
  { words: /^(?:loft)$/, kind: 'apartment', propertyType: 'loft' },
  { words: /^(?:reihenhaus|reihenmittelhaus|terraced\s+house)$/, kind: 'house', propertyType: 'terraced' },
  { words: /^(?:reihenendhaus|end\s+terrace)$/, kind: 'house', propertyType: 'end_terrace' },
  {
    words: /^(?:doppelhaushälfte|doppelhaushaelfte|dhh|semi-detached(?:\s+house)?)$/,
    kind: 'house',
    propertyType: 'semi_detached',
  },
  { words: /^(?:einfamilienhaus|efh|detached\s+house)$/, kind: 'house', propertyType: 'detached' },
  { words: /^(?:mehrfamilienhaus|mfh|apartment\s+building)$/, kind: 'house', propertyType: 'multi_family' },
  { words: /^(?:bungalow)$/, kind: 'house', propertyType: 'bungalow' },
  { words: /^(?:villa)$/, kind: 'house', propertyType: 'villa' },
  { words: /^(?:bauernhaus|farmhouse)$/, kind: 'house', propertyType: 'farmhouse' },
];
const RENT = /^(?:mieten|miete|zur\s+miete|mietwohnung|to\s+rent|rent|for\s+rent|to\s+let|rental)$/;
const BUY = /^(?:kaufen|kauf|zum\s+kauf|to\s+buy|buy|for\s+sale|sale)$/;
/** Words that put a place after them ("in Berlin", "nahe Potsdam"); "am"/"im" are left out: "am Park", "im Grünen". */
const PLACE_WORDS = /^(?:in|bei|nahe|near)$/;

function number(text: string, lang: NumberLanguage, kind: 'money' | 'area' | 'rooms'): number | null {
  const read = parseLocalizedNumber(text, lang, kind);
  if (read.ok) return read.value;
  // People write "1.200" and "1,200" in either language: the likeliest reading is meant.
  return read.reason === 'ambiguous' ? read.readings[0]! : null;
}

/** Rooms: an exact number means that number and its half-room neighbour above ("3 Zimmer" → 3–3.5). */
function rooms(text: string, lang: NumberLanguage): [string, QueryFilters][] {
  const found: [string, QueryFilters][] = [];
  // "2 bedroom flat": in Germany the living room is a Zimmer too, so at least three (issue 70).
  const bedrooms = new RegExp(String.raw`(?<![\d.,])(${NUMBER})${BEDROOMS_WORD}${END}`, 'i').exec(text);
  const bedroomCount = bedrooms ? number(bedrooms[1]!, lang, 'rooms') : null;
  if (bedrooms && bedroomCount !== null && Number.isInteger(bedroomCount) && bedroomCount >= 1)
    return [[bedrooms[0], { minRooms: bedroomCount + 1, bedrooms: bedroomCount }]];
  // A studio, an Einzimmerwohnung: one room (and a half).
  const single =
    /(?<=\s)(?:studio(?:\s+(?:flat|apartment))?|einzimmerwohnung|1-zimmer-apartment|einzimmer-apartment)(?=\s)/i.exec(
      text,
    );
  if (single) return [[single[0], { minRooms: 1, maxRooms: 1.5, category: 'apartment_rent' }]];
  const range = new RegExp(String.raw`(${NUMBER})\s*(?:-|–|bis|to)\s*(${NUMBER})${ROOMS_WORD}${END}`, 'i').exec(text);
  const from = new RegExp(String.raw`${FROM}\s+(${NUMBER})${ROOMS_WORD}${END}`, 'i').exec(text);
  const upto = new RegExp(String.raw`${UPTO}\s+(${NUMBER})${ROOMS_WORD}${END}`, 'i').exec(text);
  const exact = new RegExp(String.raw`(?<![\d.,])(${NUMBER})${ROOMS_WORD}${END}`, 'i').exec(text);
  const value = (s: string) => number(s, lang, 'rooms');
  if (range && value(range[1]!) !== null && value(range[2]!) !== null)
    found.push([range[0], { minRooms: value(range[1]!)!, maxRooms: value(range[2]!)! }]);
  else if (from && value(from[1]!) !== null) found.push([from[0], { minRooms: value(from[1]!)! }]);
  else if (upto && value(upto[1]!) !== null) found.push([upto[0], { maxRooms: value(upto[1]!)! }]);
  else if (exact && value(exact[1]!) !== null)
    found.push([exact[0], { minRooms: value(exact[1]!)!, maxRooms: value(exact[1]!)! + 0.5 }]);
  return found;
}

function area(text: string, lang: NumberLanguage): [string, QueryFilters][] {
  const match = new RegExp(String.raw`(?:(${FROM}|${UPTO})\s+)?(${NUMBER})${AREA_UNIT}${END}`, 'i').exec(text);
  const value = match ? number(match[2]!, lang, 'area') : null;
  if (!match || value === null) return [];
  // A bare "80 qm" is meant as "at least": nobody wants exactly 80.00 m².
  const upper = match[1] !== undefined && new RegExp(`^${UPTO}$`, 'i').test(match[1]);
  return [[match[0], upper ? { maxArea: value } : { minArea: value }]];
}

function money(text: string, lang: NumberLanguage): [string, QueryFilters][] {
  const basis = String.raw`(?:\s+(warm|kalt|warmmiete|kaltmiete|cold|inclusive))?`;
  const withUnit = new RegExp(String.raw`(?:(${FROM}|${UPTO})\s+)?(${NUMBER})${MONEY_UNIT}${basis}${END}`, 'i').exec(
    text,
  );
  const bare = new RegExp(String.raw`(${FROM}|${UPTO})\s+(${NUMBER})${basis}${END}`, 'i').exec(text);
  const match = withUnit ?? bare;
  if (!match) return [];
  const euros = number(match[2]!, lang, 'money');
  // "ab 3" with no unit is no price; "unter 1200" is.
  if (euros === null || (!withUnit && euros < 100)) return [];
  const cents = Math.round(euros * 100);
  const upper = match[1] === undefined || new RegExp(`^${UPTO}$`, 'i').test(match[1]);
  const said = match[3]?.toLowerCase();
  const priceBasis = said === undefined ? undefined : /^(warm|warmmiete|inclusive)$/.test(said) ? 'warm' : 'cold';
  return [
    [match[0], { ...(upper ? { maxPrice: cents } : { minPrice: cents }), ...(priceBasis ? { priceBasis } : {}) }],
  ];
}

/** The words of `text` in order, hyphens at their ends dropped ("-Wohnung" left by "3-Zimmer" is "Wohnung"). */
function words(text: string): string[] {
  return [...text.matchAll(/[^\s,;!?()]+/g)]
    .map((m) => m[0].replace(/^[-–]+|[-–]+$/g, ''))
    .filter((word) => word !== '');
}

export function understandQuery(query: string, lang: NumberLanguage, findPlace: PlaceFinder): UnderstoodQuery {
  let text = ` ${query.replace(/\s+/g, ' ').trim()} `;
  const parts: UnderstoodPart[] = [];
  const take = (found: [string, QueryFilters][]) => {
    for (const [said, filters] of found) {
      parts.push({ text: said.trim(), filters });
      text = text.replace(said, ' ');
    }
  };
  take(rooms(text, lang));
  take(area(text, lang));
  take(money(text, lang));

  // Word by word, longest phrase first: kinds, intent, year words, postcodes and places.
  let kind: 'apartment' | 'house' | AdCategory | null = null;
  let intent: 'rent' | 'buy' | null = null;
  let typeKind: 'apartment' | 'house' | null = null;
  const kept: string[] = [];
  const list = words(text);
  for (let i = 0; i < list.length;) {
    let used = 0;
    for (let size = Math.min(3, list.length - i); size >= 1 && used === 0; size--) {
      const phrase = list.slice(i, i + size).join(' ');
      const lower = phrase.toLowerCase();
      const known = KINDS.find((k) => k.words.test(lower));
      if (known) {
        // A type alone ("Penthouse", "DG") says flat or house but not rent or buy: only with a word of intent or a
        // kind word ("Wohnung") does it choose a category.
        if (known.propertyType) typeKind = known.kind as 'apartment' | 'house';
        else kind = kind === null || kind === 'apartment' || kind === 'house' ? known.kind : kind;
        parts.push({ text: phrase, filters: known.propertyType ? { propertyType: known.propertyType } : {} });
        used = size;
      } else if (RENT.test(lower) || BUY.test(lower)) {
        intent = RENT.test(lower) ? 'rent' : 'buy';
        parts.push({ text: phrase, filters: {} });
        used = size;
      } else if (size === 1 && /^\d{5}$/.test(lower)) {
        parts.push({ text: phrase, filters: { postalCode: lower } });
        used = 1;
      } else if (size === 1 && /^\d{2,4}x{1,3}$/i.test(lower) && lower.length === 5) {
        parts.push({ text: phrase, filters: { postalCode: lower.replace(/x/gi, '') } });
        used = 1;
      } else if (!/^\d/.test(lower) && !PLACE_WORDS.test(lower)) {
        const afterPlaceWord = kept.length > 0 && PLACE_WORDS.test(kept.at(-1)!.toLowerCase());
        const place = findPlace(lower, { afterPlaceWord });
        if (place) {
          // "in", "bei", "nahe" before a place carry nothing more.
          const joining = afterPlaceWord ? kept.pop()! : null;
          parts.push({
            text: joining ? `${joining} ${phrase}` : phrase,
            filters: 'city' in place ? { city: place.city } : { postalCode: place.postalCode },
          });
          used = size;
        }
      }
    }
    if (used === 0) {
      kept.push(list[i]!);
      used = 1;
    }
    i += used;
  }
  // The small words left between the understood ones carry nothing ("with" as much as "mit").
  const rest = kept.filter((word) => !isStopWord(word)).join(' ');

  const filters = filtersOf(parts);
  const category = categoryOf(kind ?? (intent ? typeKind : null), intent);
  if (category) {
    filters.category = category;
    const kindPart = parts.find(
      (part) => part.filters.propertyType !== undefined || KINDS.some((k) => k.words.test(part.text.toLowerCase())),
    );
    if (kindPart) kindPart.filters = { ...kindPart.filters, category };
  }
  // A word of intent alone ("mieten") sets no filter and is no chip; with a kind it is part of the kind's category.
  return { filters, parts: parts.filter((part) => Object.keys(part.filters).length > 0), rest };
}

/**
 * Whether a query says to rent or to buy ("mieten", "zum Kauf", "for sale"): a flat without it is read as a rental,
 * and the list offers the same search to buy (issue 70).
 */
export function statesIntent(query: string): boolean {
  const list = words(` ${query} `).map((word) => word.toLowerCase());
  // Phrases of one to three words, as the reading above takes them ("zur Miete", "for sale").
  return list.some((_, i) =>
    [1, 2, 3].some((size) => {
      const phrase = list.slice(i, i + size).join(' ');
      return RENT.test(phrase) || BUY.test(phrase);
    }),
  );
}

/** What the parts say together (each part sets different filters). */
export function filtersOf(parts: readonly UnderstoodPart[]): QueryFilters {
  return Object.assign({}, ...parts.map((part) => part.filters)) as QueryFilters;
}

/** A flat without a word of intent is a rental (as most flats on a portal are); a house without one is for sale. */
function categoryOf(kind: 'apartment' | 'house' | AdCategory | null, intent: 'rent' | 'buy' | null): AdCategory | null {
  if (kind === 'apartment') return intent === 'buy' ? 'apartment_buy' : 'apartment_rent';
  if (kind === 'house') return intent === 'rent' ? 'house_rent' : 'house_buy';
  return kind;
}
