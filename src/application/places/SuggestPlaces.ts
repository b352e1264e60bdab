import type { Place } from '../../domain/place';
import type { PlacesApi } from './ports';

/** Places for what someone has typed so far: nothing for fewer than two characters (or one digit of a postal code). */
export class SuggestPlaces {
  constructor(private readonly api: PlacesApi) {}

  async execute(text: string): Promise<Place[]> {
    const typed = text.trim();
    if (typed.length < 2 && !/^\d$/.test(typed)) return [];
    return this.api.suggest(typed);
  }
}
