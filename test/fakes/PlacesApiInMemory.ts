import type { PlacesApi } from '../../src/application/places/ports';
import type { Place } from '../../src/domain/place';

/** Places as the server suggests them: postal codes by their start, names by the start of a word, umlauts folded. */
export class PlacesApiInMemory implements PlacesApi {
  readonly asked: string[] = [];

  constructor(
    public places: Place[] = [
      {
        country: 'DE',
        postalCode: '10435',
        name: 'Prenzlauer Berg',
        city: 'Berlin',
        state: 'Berlin',
        lat: 52.539,
        lon: 13.424,
      },
      { country: 'DE', postalCode: '10117', name: 'Berlin', city: 'Berlin', state: 'Berlin', lat: 52.517, lon: 13.389 },
      {
        country: 'DE',
        postalCode: '80801',
        name: 'München',
        city: 'München',
        state: 'Bayern',
        lat: 48.161,
        lon: 11.585,
      },
      {
        country: 'DE',
        postalCode: '60594',
        name: 'Frankfurt am Main',
        city: 'Frankfurt am Main',
        state: 'Hessen',
        lat: 50.1,
        lon: 8.687,
      },
    ],
  ) {}

  async suggest(text: string): Promise<Place[]> {
    this.asked.push(text);
    const fold = (s: string) =>
      s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
    const typed = fold(text);
    return this.places.filter(
      (p) =>
        p.postalCode.startsWith(text) ||
        fold(p.name)
          .split(' ')
          .some((word) => word.startsWith(typed)) ||
        fold(p.name).startsWith(typed),
    );
  }
}
