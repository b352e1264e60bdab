import type { PlaceRecord } from './domain/place';
import type { UnitOfWork } from '../platform/ports';

/** Places for the place field as it is typed: postcodes and names by their start; nothing for blank text. */
export class SuggestPlacesHandler {
  constructor(private readonly deps: { uow: UnitOfWork<'places'> }) {}

  async execute(typed: string, limit: number): Promise<PlaceRecord[]> {
    const text = typed.trim();
    return text.length === 0 ? [] : this.deps.uow.repos.places.suggest(text, limit);
  }
}
