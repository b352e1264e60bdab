import type { AdCategory } from '../../src/domain/ad';
import type { NumberLanguage } from '../../src/domain/numbers';
import { dayInGermany } from '../../src/domain/calendar';
import { understandQuery, type SearchContext, type UnderstoodQuery } from '../../src/domain/queryUnderstanding';
import { foldText } from '../ads/ports';
import type { Clock } from '../platform/ports';
import type { NamedPlace, PlaceRepository } from './ports';
import { placeName, spellings } from './placeSpellings';

/**
 * Place names that are ordinary words as well ("Mitte", "West", "List", "Linden"; villages named "Kamin", "Lage",
 * "Insel", "See"): alone they stay text; after "in", beside their city or as "Berlin-Mitte" they are the place. Any
 * other district is a place by itself ("Wohnung Kreuzberg", issue 70). Found by setting the words of the demo ads, the
 * test sets and the benches beside the gazetteer's names (scripts/buildGazetteer.ts); a larger city of such a name
 * ("Essen", "Halle") is a place wherever it stands.
 */
const ORDINARY_WORDS = new Set([
  'kamin',
  'insel',
  'lage',
  'stadt',
  'markt',
  'tal',
  'bach',
  'au',
  'ried',
  'hof',
  'kreuz',
  'platz',
  'grund',
  'boden',
  'rathaus',
  'siedlung',
  'weinberg',
  'seeblick',
  'zoo',
  'gross',
  'lang',
  'weit',
  'frei',
  'kalt',
  'helle',
  'rein',
  'still',
  'gern',
  'mitten',
  'waren',
  'senden',
  'rolle',
  'port',
  'point',
  'mission',
  'city',
  'court',
  'plain',
  'root',
  'loose',
  'worth',
  'mail',
  'acht',
  'hinterhaus',
  'zimmern',
  'sachsen',
  'elbe',
  'mitte',
  'west',
  'ost',
  'nord',
  'sued',
  'list',
  'linden',
  'neustadt',
  'altstadt',
  'innenstadt',
  'zentrum',
  'hafen',
  'neubau',
  'suedstadt',
  'nordstadt',
  'weststadt',
  'oststadt',
  'nordend',
  'westend',
  'berg',
  'park',
  'see',
  'wald',
  'feld',
]);

/** Postal codes of a city large enough that its name is the place even where it is a word too ("Essen", "Halle"). */
const LARGER_CITY = 3;
/**
 * Postal codes of a city whose districts are places by their name alone (Köln has 45, the demo cities 4 or 5, an
 * Austrian village with its hamlets 1 to 3).
 */
const CITY_WITH_DISTRICTS = 4;

/** Phrases of one to four words a place name could be ("Brandenburg an der Havel"), as the places table folds names ("Berlin-Mitte" also as its parts). */
function candidatePhrases(query: string): string[] {
  const words = query
    .split(/[\s,;!?()/]+/)
    .map((word) => foldText(word.replace(/^[-–]+|[-–]+$/g, '')))
    .filter((word) => word !== '' && !/^\d/.test(word));
  const phrases = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let size = 1; size <= 4 && i + size <= words.length; size++)
      for (const spelling of spellings(placeName(words.slice(i, i + size).join(' ')))) phrases.add(spelling);
    for (const part of words[i]!.split('-')) if (part) phrases.add(part);
  }
  return [...phrases].slice(0, 400);
}

/**
 * Reads a search query's places, rooms, prices, areas and kinds (src/domain/queryUnderstanding) with the places
 * table behind it: one query asks which phrases of the query name a place, spelled with or without umlauts ("Koeln",
 * "Koln", "Munchen"). A city is a place wherever it stands, and so is a district ("Wohnung Kreuzberg"), except one
 * whose name is an ordinary word as well ("Mitte", "West", "List"): that one only where the query says so — after
 * "in", "bei", "nahe", beside its city, or as "Berlin-Mitte"; alone it stays text, which the text search still finds
 * in the ads' districts.
 */
export class UnderstandSearch {
  constructor(
    private readonly deps: {
      places: Pick<PlaceRepository, 'namedAmong' | 'misspelled' | 'findForAddress'>;
      /** Today, for the move-in dates said ("ab sofort", "zum 1.3."). */
      clock: Pick<Clock, 'now'>;
    },
  ) {}

  async execute(
    query: string,
    lang: NumberLanguage = 'de',
    chosen: { category?: AdCategory } = {},
  ): Promise<UnderstoodQuery> {
    const context: SearchContext = { ...chosen, today: dayInGermany(this.deps.clock.now()) };
    const understood = await this.read(query, lang, context);
    // A long word nothing understood may be a place typed one letter off ("Neukoeln"): read again with its name. Asked
    // only for what is left, so the words that carry the search cost nothing more.
    const left = understood.rest.split(' ').filter((word) => /^\p{L}{7,}$/u.test(word));
    if (left.length === 0) return understood;
    const meant = await this.deps.places.misspelled(left.map(foldText));
    if (meant.size === 0) return understood;
    const corrected = left.reduce((text, word) => {
      const place = meant.get(foldText(word));
      return place ? text.replace(word, place.name) : text;
    }, query);
    return this.read(corrected, lang, context);
  }

  private async read(query: string, lang: NumberLanguage, context: SearchContext): Promise<UnderstoodQuery> {
    const phrases = candidatePhrases(query);
    const names = await this.deps.places.namedAmong(phrases);
    const said = new Set(phrases);
    const heard: NamedPlace[] = [];
    const understood = understandQuery(
      query,
      lang,
      (phrase, { afterPlaceWord }) => {
        const typed = placeName(foldText(phrase));
        const folded = spellings(typed).find((spelling) => names.has(spelling)) ?? typed;
        const place = names.get(folded);
        if (place) {
          const isCity = place.name === place.city;
          // Alone, a word is a place if it names a city of some size, a municipality that is no ordinary word, or a
          // district of a city (not a hamlet of a village: "See", "Wald", "Hof" are hundreds of those in Austria).
          const alone = isCity
            ? place.cityPostalCodes >= LARGER_CITY || !ORDINARY_WORDS.has(folded)
            : place.cityPostalCodes >= CITY_WITH_DISTRICTS && !ORDINARY_WORDS.has(folded);
          const qualified =
            alone ||
            folded.includes(' ') ||
            folded.includes('-') ||
            afterPlaceWord ||
            (foldText(place.city) !== folded && said.has(foldText(place.city)));
          if (!qualified) return null;
          heard.push(place);
          // "Freiburg" is GeoNames' name for the middle of Freiburg im Breisgau: the city is meant.
          return { city: foldText(place.city).startsWith(`${folded} `) ? place.city : place.name };
        }
        // "Berlin-Mitte": a city and one of its districts.
        const [city, district, ...more] = folded.split('-');
        const inCity = district && more.length === 0 ? names.get(district) : undefined;
        return inCity && names.get(city!)?.name === inCity.city ? { city: inCity.name } : null;
      },
      context,
    );
    return this.postalCodeOfItsCity(qualifierOfAPlace(districtOfItsCity(understood, heard), query), heard);
  }

  /**
   * "Wien 1020", "8004 Zürich": a four-digit number beside a city of Austria or Switzerland is one of its postal codes
   * when the places table says so (German ones, of five digits, are read as such wherever they stand).
   */
  private async postalCodeOfItsCity(understood: UnderstoodQuery, heard: NamedPlace[]): Promise<UnderstoodQuery> {
    const left = understood.rest.split(' ');
    // A few at most: each is one lookup.
    for (const code of left.filter((word) => /^\d{4}$/.test(word)).slice(0, 3))
      for (const place of heard) {
        const found = await this.deps.places.findForAddress(code, place.city);
        if (found?.postalCode !== code || foldText(found.city) !== foldText(place.city)) continue;
        return {
          ...understood,
          parts: [...understood.parts, { text: code, filters: { postalCode: code } }],
          filters: { ...understood.filters, postalCode: code },
          rest: left.filter((word) => word !== code).join(' '),
        };
      }
    return understood;
  }
}

/**
 * "Halle (Saale)", "Halle/Saale", "Weiden (Oberpf.)": the river or region written in brackets or after a slash right
 * after a place is part of its name, not a word to search.
 */
function qualifierOfAPlace(understood: UnderstoodQuery, query: string): UnderstoodQuery {
  let { rest } = understood;
  const parts = understood.parts.map((part) => {
    if (part.filters.city === undefined && part.filters.postalCode === undefined) return part;
    const escaped = part.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const written = new RegExp(`${escaped}\\s*(?:\\(([^)]+)\\)|/\\s*([\\p{L}.]+))`, 'iu').exec(query);
    const qualifier = written?.[1] ?? written?.[2];
    if (!qualifier) return part;
    const bare = (word: string) => word.replace(/^[-–]+|[-–.]+$/g, '');
    const words = qualifier.split(/\s+/).map(bare);
    const left = rest.split(' ');
    if (!words.every((word) => left.map(bare).includes(word))) return part;
    rest = left.filter((word) => !words.includes(bare(word))).join(' ');
    return { ...part, text: written![0].trim() };
  });
  return { ...understood, parts, rest };
}

/**
 * "Bornheim Frankfurt", "Köln Ehrenfeld": a district said beside its own city is the place meant, in either order (not
 * the last place said, as for "Hamburg Berlin").
 */
function districtOfItsCity(understood: UnderstoodQuery, heard: NamedPlace[]): UnderstoodQuery {
  const district = heard.find((place) => place.name !== place.city && heard.some((other) => other.name === place.city));
  if (!district || !understood.parts.some((part) => part.filters.city === district.city)) return understood;
  const parts = understood.parts
    .map((part) => {
      if (part.filters.city !== district.city) return part;
      const { city: _city, ...rest } = part.filters;
      return { ...part, filters: rest };
    })
    .filter((part) => Object.keys(part.filters).length > 0);
  return { ...understood, parts, filters: { ...understood.filters, city: district.name } };
}
