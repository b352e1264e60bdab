import type { NumberLanguage } from '../../src/domain/numbers';
import { ENGLISH_PLACE_NAMES, understandQuery, type UnderstoodQuery } from '../../src/domain/queryUnderstanding';
import { foldText } from '../ads/ports';
import type { PlaceRepository } from './ports';

/** The folded name the places table has for a folded phrase ("munich" → "muenchen"). */
function placeName(folded: string): string {
  const german = Object.entries(ENGLISH_PLACE_NAMES).find(([english]) => foldText(english) === folded)?.[1];
  return german ? foldText(german) : folded;
}

/** Phrases of one to three words a place name could be, as the places table folds names ("Berlin-Mitte" also as its parts). */
function candidatePhrases(query: string): string[] {
  const words = query
    .split(/[\s,;!?()]+/)
    .map((word) => foldText(word.replace(/^[-–]+|[-–]+$/g, '')))
    .filter((word) => word !== '' && !/^\d/.test(word));
  const phrases = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let size = 1; size <= 3 && i + size <= words.length; size++)
      phrases.add(placeName(words.slice(i, i + size).join(' ')));
    for (const part of words[i]!.split('-')) if (part) phrases.add(part);
  }
  return [...phrases].slice(0, 200);
}

/**
 * Reads a search query's places, rooms, prices, areas and kinds (src/domain/queryUnderstanding) with the places
 * table behind it: one query asks which phrases of the query name a place. A city is a place wherever it stands. A
 * district of one word is a place only where the query says so — after "in", "bei", "nahe", beside its city, or as
 * "Berlin-Mitte" — since many are words as well ("Mitte", "West", "Hafen", "Neubau"); alone it stays text, which
 * the text search still finds in the ads' districts.
 */
export class UnderstandSearch {
  constructor(private readonly deps: { places: Pick<PlaceRepository, 'namedAmong'> }) {}

  async execute(query: string, lang: NumberLanguage = 'de'): Promise<UnderstoodQuery> {
    const phrases = candidatePhrases(query);
    const names = await this.deps.places.namedAmong(phrases);
    const said = new Set(phrases);
    return understandQuery(query, lang, (phrase, { afterPlaceWord }) => {
      const folded = placeName(foldText(phrase));
      const place = names.get(folded);
      if (place) {
        const isCity = place.name === place.city;
        const qualified = isCity || folded.includes(' ') || afterPlaceWord || said.has(foldText(place.city));
        return qualified ? { city: place.name } : null;
      }
      // "Berlin-Mitte": a city and one of its districts.
      const [city, district, ...more] = folded.split('-');
      const inCity = district && more.length === 0 ? names.get(district) : undefined;
      return inCity && names.get(city!)?.name === inCity.city ? { city: inCity.name } : null;
    });
  }
}
