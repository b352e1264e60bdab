import { makeAutoObservable, runInAction } from 'mobx';
import type { SuggestPlaces } from '../../../application/places/SuggestPlaces';
import type { Place } from '../../../domain/place';
import type { FilterDraft } from './searchUrl';

const SUGGEST_DELAY_MS = 200;

/** The places suggested while a search's "where" field is typed in; picking one gives the radius search its point. */
export class PlaceSuggestions {
  list: Place[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly suggestPlaces: SuggestPlaces,
    private readonly draft: () => FilterDraft,
  ) {
    makeAutoObservable<this, 'timer' | 'suggestPlaces' | 'draft'>(this, {
      timer: false,
      suggestPlaces: false,
      draft: false,
    });
  }

  /** Typing a place forgets the point of a place picked before, and asks for suggestions after a short pause. */
  type(text: string): void {
    const draft = this.draft();
    draft.where = text;
    draft.lat = '';
    draft.lon = '';
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.suggest(text), SUGGEST_DELAY_MS);
  }

  private async suggest(text: string): Promise<void> {
    try {
      const places = await this.suggestPlaces.execute(text);
      runInAction(() => (this.list = this.draft().where === text ? places : this.list));
    } catch {
      runInAction(() => (this.list = []));
    }
  }

  choose(place: Place): void {
    const draft = this.draft();
    draft.where = /^\d/.test(draft.where) ? place.postalCode : place.name;
    draft.lat = String(place.lat);
    draft.lon = String(place.lon);
    this.list = [];
  }

  close(): void {
    this.list = [];
  }
}
