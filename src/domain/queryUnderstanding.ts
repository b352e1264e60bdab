import { AROUND_A_PLACE_KM, type AdCategory } from './ad';
import type { QueryFilters, UnderstoodPart } from './adSearch';

export type { QueryFilters, UnderstoodPart };
import { isStopWord } from './folding';
import type { NumberLanguage } from './numbers';
import { moveIn } from './queryDates';
import { area, money, rooms } from './queryQuantities';
import {
  BUY,
  HOMES,
  KINDS,
  NEAR_WORDS,
  PART_OF_A_HOME,
  PLACE_WORDS,
  RENT,
  SURROUNDINGS,
  TERMS,
  home,
} from './queryVocabulary';

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

/** What is known beside the words: the kind chosen in the filter column, and today's date in Germany. */
export interface SearchContext {
  category?: AdCategory;
  today?: string;
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

/** Names people use for places that the places table spells out ("Prenzlberg", "Xberg", "FFM"). */
export const PLACE_NICKNAMES: Readonly<Record<string, string>> = {
  prenzlberg: 'prenzlauer berg',
  'p-berg': 'prenzlauer berg',
  xberg: 'kreuzberg',
  'x-berg': 'kreuzberg',
  fhain: 'friedrichshain',
  ffm: 'frankfurt am main',
};

/**
 * How many of the last words kept lead up to a place: a place word and the small words around it ("in", "Raum", "in der
 * Nähe von"); none when no place word is among them.
 */
function placeWordsBefore(kept: readonly string[]): number {
  let run = 0;
  let placeWord = false;
  for (let i = kept.length - 1; i >= 0 && run < 5; i--) {
    const word = kept[i]!.toLowerCase();
    if (PLACE_WORDS.test(word)) placeWord = true;
    else if (!isStopWord(word)) break;
    run += 1;
  }
  // The run ends at its place word nearest the front ("Balkon in der Nähe von" keeps nothing before "in").
  while (run > 0 && !PLACE_WORDS.test(kept[kept.length - run]!.toLowerCase())) run -= 1;
  return placeWord ? run : 0;
}

/**
 * The words of `text` in order, hyphens at their ends dropped ("-Wohnung" left by "3-Zimmer" is "Wohnung"); a slash
 * parts words ("Halle/Saale", "Küche/Bad").
 */
function words(text: string): string[] {
  return [...text.matchAll(/[^\s,;!?()/]+/g)]
    .map((m) => m[0].replace(/^[-–]+|[-–]+$/g, ''))
    .filter((word) => word !== '');
}

/**
 * `context.category`: the kind already chosen beside the words. A home chosen keeps "Garage" a word of the home's, so a
 * search's words left over ("Haus mit Garage" → a house, and "Garage" as text) read the same when the link is opened
 * again. `context.today`: the day in Germany (YYYY-MM-DD), for a move-in date said ("ab sofort", "zum 1.3."); without
 * it no date is read.
 */
export function understandQuery(
  query: string,
  lang: NumberLanguage,
  findPlace: PlaceFinder,
  context: SearchContext = {},
): UnderstoodQuery {
  const homeChosen = context.category !== undefined && HOMES.has(context.category);
  // "3½ Zimmer", "3 1/2 Zimmer": a half as the language writes it ("3,5", "3.5").
  const half = lang === 'de' ? ',5' : '.5';
  let text = ` ${query
    .replace(/(\d)\s*(?:½|\s1\/2(?!\d))/g, `$1${half}`)
    .replace(/\s+/g, ' ')
    .trim()} `;
  const parts: UnderstoodPart[] = [];
  const take = (found: [string, QueryFilters][]) => {
    for (const [said, filters] of found) {
      parts.push({ text: said.trim(), filters });
      text = text.replace(said, ' ');
    }
  };
  // Dates before prices: "bis 1.3." is a day, not a price.
  if (context.today) take(moveIn(text, context.today));
  take(rooms(text, lang));
  // "Dreizimmerwohnung", "3-Zi.-Whg.": the count's word names the flat too.
  const roomsNameAFlat = parts.some((part) => /wohnung|whg/i.test(part.text));
  take(area(text, lang));
  take(money(text, lang));

  // Word by word, longest phrase first: kinds, intent, year words, postcodes and places.
  let kind: 'apartment' | 'house' | AdCategory | null = null;
  let intent: 'rent' | 'buy' | null = null;
  let typeKind: 'apartment' | 'house' | null = null;
  let eitherHome = false;
  const kept: string[] = [];
  const list = words(text);
  for (let i = 0; i < list.length;) {
    let used = 0;
    // Phrases of up to five words ("room in a shared flat"); places have at most four ("Brandenburg an der Havel").
    for (let size = Math.min(5, list.length - i); size >= 1 && used === 0; size--) {
      const phrase = list.slice(i, i + size).join(' ');
      const lower = phrase.toLowerCase();
      const named = KINDS.find((k) => k.words.test(lower));
      // "Haus mit Garage": the garage is the house's, and stays a word the text search finds.
      const known: (typeof KINDS)[number] | undefined =
        named && !(PART_OF_A_HOME.has(named.kind) && ((kind !== null && HOMES.has(kind)) || homeChosen))
          ? named
          : undefined;
      if (known) {
        // A type alone ("Penthouse", "DG") says flat or house but not rent or buy: only with a word of intent or a
        // kind word ("Wohnung") does it choose a category.
        if (known.propertyType) typeKind = known.kind as 'apartment' | 'house';
        // "Haus oder Wohnung": either, so neither kind is a filter.
        else if (kind !== null && HOMES.has(kind) && HOMES.has(known.kind) && home(kind) !== home(known.kind))
          eitherHome = true;
        else kind = kind === null || kind === 'apartment' || kind === 'house' ? known.kind : kind;
        parts.push({ text: phrase, filters: known.propertyType ? { propertyType: known.propertyType } : {} });
        used = size;
      } else if (TERMS.some((term) => term.words.test(lower))) {
        parts.push({ text: phrase, filters: TERMS.find((term) => term.words.test(lower))!.filters });
        used = size;
      } else if (RENT.test(lower) || BUY.test(lower)) {
        intent = RENT.test(lower) ? 'rent' : 'buy';
        parts.push({ text: phrase, filters: {} });
        used = size;
      } else if (size === 1 && /^\d{5}$/.test(lower)) {
        // "PLZ 10999", "in 10999".
        const joining = kept.splice(kept.length - placeWordsBefore(kept)).join(' ');
        parts.push({ text: joining ? `${joining} ${phrase}` : phrase, filters: { postalCode: lower } });
        used = 1;
      } else if (size === 1 && /^\d{2,4}x{1,3}$/i.test(lower) && lower.length === 5) {
        parts.push({ text: phrase, filters: { postalCode: lower.replace(/x/gi, '') } });
        used = 1;
      } else if (size <= 4 && !/^\d/.test(lower) && !PLACE_WORDS.test(lower) && !(size === 1 && isStopWord(lower))) {
        // ("ohne" is a village in Lower Saxony, and a small word in "Wohnung ohne Balkon".)
        const joiningWords = placeWordsBefore(kept);
        const afterPlaceWord = joiningWords > 0;
        const place = findPlace(lower, { afterPlaceWord });
        if (place) {
          // "in", "bei", "in der Nähe von" before a place carry nothing more.
          const joining = afterPlaceWord ? kept.splice(kept.length - joiningWords).join(' ') : null;
          // "München und Umgebung", "Köln Umland", "Munich area": the surroundings said after the place.
          const after = surroundingsAfter(list, i + size);
          const near =
            after.length > 0 ||
            (joining !== null && joining.split(' ').some((word) => NEAR_WORDS.test(word.toLowerCase())));
          const said = [joining, phrase, ...after].filter(Boolean).join(' ');
          parts.push({
            text: said,
            filters:
              'city' in place
                ? { city: place.city, ...(near ? { radius: AROUND_A_PLACE_KM } : {}) }
                : { postalCode: place.postalCode },
          });
          used = size + after.length;
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
  const category = eitherHome
    ? null
    : categoryOf(kind ?? (intent ? typeKind : null) ?? (roomsNameAFlat ? 'apartment' : null), intent);
  if (category) {
    filters.category = category;
    const kindPart =
      parts.find(
        (part) => part.filters.propertyType !== undefined || KINDS.some((k) => k.words.test(part.text.toLowerCase())),
      ) ?? parts.find((part) => roomsNameAFlat && /wohnung|whg/i.test(part.text));
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

/** The words after a place that add its surroundings ("und Umgebung", "Umland", "area"), or none. */
function surroundingsAfter(list: readonly string[], from: number): string[] {
  const [first, second] = [list[from]?.toLowerCase() ?? '', list[from + 1]?.toLowerCase() ?? ''];
  if (SURROUNDINGS.test(first)) return [list[from]!];
  return /^(?:und|and|&|\+|u\.)$/.test(first) && SURROUNDINGS.test(second) ? [list[from]!, list[from + 1]!] : [];
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
