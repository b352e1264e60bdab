import type { ServiceIdentifier } from 'inversify';
import type { Place } from '../../domain/place';

export interface PlacesApi {
  suggest(text: string): Promise<Place[]>;
}
export const PlacesApi = Symbol.for('PlacesApi') as ServiceIdentifier<PlacesApi>;
