import type { NumberLanguage } from '../../../src/domain/numbers';
import { understandQuery, type UnderstoodQuery } from '../../../src/domain/queryUnderstanding';
import { foldText } from '../../domain/searchTerms';
import type { PlaceRepository } from '../places/ports';

/** Phrases of one to three words a place name could be, as the places table folds names ("Berlin-Mitte" also as its parts). */
function candidatePhrases(query: string): string[] {
  const words = query
    .split(/[\s,;!?()]+/)
    .map((word) => foldText(word.replace(/^[-–]+|[-–]+$/g, '')))
    .filter((word) => word !== '' && !/^\d/.test(word));
  const phrases = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let size = 1; size <= 3 && i + size <= words.length; size++) phrases.add(words.slice(i, i + size).join(' '));
    for (const part of words[i]!.split('-')) if (part) phrases.add(part);
  }
  return [...phrases].slice(0, 200);
}

/**
 * Reads a search query's places, rooms, prices, areas and kinds (src/domain/queryUnderstanding) with the places
 * table behind it: one query asks which phrases of the query name a place. "Berlin-Mitte" is the district Mitte when
 * both parts are places.
 */
export class UnderstandSearch {
  constructor(private readonly deps: { places: Pick<PlaceRepository, 'namedAmong'> }) {}

  async execute(query: string, lang: NumberLanguage = 'de'): Promise<UnderstoodQuery> {
    const names = await this.deps.places.namedAmong(candidatePhrases(query));
    return understandQuery(query, lang, (phrase) => {
      const folded = foldText(phrase);
      const name = names.get(folded);
      if (name) return { city: name };
      const [city, district, ...more] = folded.split('-');
      const districtName = district && more.length === 0 && names.has(city!) ? names.get(district) : undefined;
      return districtName ? { city: districtName } : null;
    });
  }
}
