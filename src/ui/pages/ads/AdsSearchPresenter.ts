import { inject, injectable } from 'inversify';
import { action, makeAutoObservable, runInAction } from 'mobx';
import type { Ad, AdFeature, AdSort } from '../../../domain/ad';
import { DomainError } from '../../../domain/errors';
import { formatLocalizedNumber, type NumberLanguage } from '../../../domain/numbers';
import type { Place } from '../../../domain/place';
import { SearchAds } from '../../../application/ads/SearchAds';
import { SuggestPlaces } from '../../../application/places/SuggestPlaces';
import { AdsListMemory } from './AdsListMemory';
import {
  activeFilterCount,
  draftFromParams,
  EMPTY_FILTERS,
  FILTER_NUMBERS,
  filtersFromParams,
  paramsFromDraft,
  searchKey,
  type FilterDraft,
  type FilterNumber,
  type FilterProblem,
} from './searchUrl';
import { SEARCH_WORDS_MAX } from '../../../domain/ad';
import { textLength } from '../../../domain/validation';

const SUGGEST_DELAY_MS = 200;

/**
 * The ads list: filters from and to the URL, the pages loaded so far (also in the URL, so Back and reload restore
 * them), list or map, place suggestions. The view puts the search strings this returns into the URL.
 */
@injectable()
export class AdsSearchPresenter {
  draft: FilterDraft = { ...EMPTY_FILTERS };
  problems: Partial<Record<FilterNumber, FilterProblem>> = {};
  /** The words are longer than a search can be (SEARCH_WORDS_MAX): said beside them, and nothing is asked. */
  wordsTooLong = false;
  items: Ad[] = [];
  total = 0;
  totalCapped = false;
  nextCursor: string | null = null;
  /** The order the server applied (relevance when words were searched). */
  sort: AdSort | undefined = undefined;
  /** Nothing matched the words as typed; the list is for this spelling instead. */
  correctedQuery: string | null = null;
  pages = 0;
  loading = false;
  loadingMore = false;
  errorCode: string | null = null;
  view: 'list' | 'map' = 'list';
  suggestions: Place[] = [];
  lang: NumberLanguage = 'de';
  private search = '';
  private requestId = 0;
  private suggestTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly deps: { searchAds: SearchAds; suggestPlaces: SuggestPlaces; memory: AdsListMemory };

  constructor(@inject(SearchAds) searchAds: SearchAds, @inject(SuggestPlaces) suggestPlaces: SuggestPlaces, @inject(AdsListMemory) memory: AdsListMemory) {
    this.deps = { searchAds, suggestPlaces, memory };
    // `show` is an action even when called from a render (AdsPage's first render shows a remembered list at once): an
    // auto action called there would change observed state outside an action, which MobX's strict mode refuses.
    makeAutoObservable<this, 'deps' | 'requestId' | 'suggestTimer'>(this, { deps: false, requestId: false, suggestTimer: false, show: action });
  }

  get params(): URLSearchParams {
    return new URLSearchParams(this.search);
  }

  get activeFilterCount(): number {
    return activeFilterCount(this.params);
  }

  get hasProblems(): boolean {
    return Object.keys(this.problems).length > 0;
  }

  setDraft<K extends keyof FilterDraft>(key: K, value: FilterDraft[K]): void {
    this.draft[key] = value;
    if (key in this.problems) delete this.problems[key as FilterNumber];
    if (key === 'q') this.wordsTooLong = false;
  }

  toggleFeature(feature: AdFeature): void {
    this.draft.features = this.draft.features.includes(feature) ? this.draft.features.filter((f) => f !== feature) : [...this.draft.features, feature];
  }

  resetDraft(): void {
    this.draft = { ...EMPTY_FILTERS };
    this.problems = {};
  }

  /** Typing a place forgets the point of a place picked before, and asks for suggestions after a short pause. */
  typeWhere(text: string): void {
    this.draft.where = text;
    this.draft.lat = '';
    this.draft.lon = '';
    clearTimeout(this.suggestTimer);
    this.suggestTimer = setTimeout(() => void this.suggest(text), SUGGEST_DELAY_MS);
  }

  private async suggest(text: string): Promise<void> {
    try {
      const places = await this.deps.suggestPlaces.execute(text);
      runInAction(() => (this.suggestions = this.draft.where === text ? places : this.suggestions));
    } catch {
      runInAction(() => (this.suggestions = []));
    }
  }

  choosePlace(place: Place): void {
    this.draft.where = /^\d/.test(this.draft.where) ? place.postalCode : place.name;
    this.draft.lat = String(place.lat);
    this.draft.lon = String(place.lon);
    this.suggestions = [];
  }

  closeSuggestions(): void {
    this.suggestions = [];
  }

  blurNumber(field: FilterNumber): void {
    const { problems, params } = paramsFromDraft(this.draft, this.lang);
    const problem = problems.find((p) => p.field === field);
    if (problem) this.problems[field] = problem;
    else if (params.has(field)) this.draft[field] = formatLocalizedNumber(Number(params.get(field)), this.lang, FILTER_NUMBERS[field]);
  }

  acceptReading(field: FilterNumber, value: number): void {
    this.draft[field] = formatLocalizedNumber(value, this.lang, FILTER_NUMBERS[field]);
    delete this.problems[field];
  }

  /** The search the form describes, for the URL; null while a number in it is unclear. */
  applyDraft(): string | null {
    const { params, problems } = paramsFromDraft(this.draft, this.lang);
    this.problems = Object.fromEntries(problems.map((p) => [p.field, p]));
    this.wordsTooLong = textLength(this.draft.q) > SEARCH_WORDS_MAX;
    if (problems.length > 0 || this.wordsTooLong) return null;
    if (this.view === 'map') params.set('view', 'map');
    return params.toString();
  }

  /** The same search in the other view. */
  withView(view: 'list' | 'map'): string {
    const params = this.params;
    if (view === 'map') params.set('view', 'map');
    else params.delete('view');
    return params.toString();
  }

  /**
   * Shows the search the URL describes, with as many pages as it says were loaded: at once from memory when the visitor
   * comes back to it, otherwise page by page from the server (`again`: from the server in any case, as after an error).
   * A newer search wins over a slower older one.
   */
  async show(search: string, lang: NumberLanguage, options: { again?: boolean } = {}): Promise<void> {
    const params = new URLSearchParams(search);
    const wanted = Math.min(Math.max(Number(params.get('pages')) || 1, 1), 20);
    const key = searchKey(params);
    if (search === this.search && this.loading) return;
    const sameSearch = key === searchKey(this.params) && this.pages > 0;
    this.search = search;
    this.lang = lang;
    this.view = params.get('view') === 'map' ? 'map' : 'list';
    this.draft = draftFromParams(params, lang);
    this.problems = {};
    // A shared address whose words are too long: said beside the words, not as "something went wrong".
    this.wordsTooLong = textLength(this.draft.q) > SEARCH_WORDS_MAX;
    if (this.wordsTooLong) {
      Object.assign(this, { items: [], total: 0, nextCursor: null, loading: false, errorCode: null, pages: 0 });
      return;
    }
    if (sameSearch && this.pages >= wanted && !options.again) return;
    const remembered = options.again ? undefined : this.deps.memory.recall(key);
    if (remembered && remembered.pages >= wanted) {
      Object.assign(this, { ...remembered, errorCode: null, loading: false });
      return;
    }
    const id = ++this.requestId;
    this.loading = true;
    this.errorCode = null;
    try {
      const filters = filtersFromParams(params);
      let page = await this.deps.searchAds.execute(filters);
      const items = [...page.items];
      for (let n = 1; n < wanted && page.nextCursor; n++) {
        page = await this.deps.searchAds.execute(filters, page.nextCursor);
        items.push(...page.items);
      }
      if (id !== this.requestId) return;
      runInAction(() => {
        Object.assign(this, { items, total: page.total, totalCapped: page.totalCapped === true, nextCursor: page.nextCursor, sort: page.sort, correctedQuery: page.correctedQuery ?? null, pages: wanted });
        this.remember();
      });
    } catch (error) {
      if (id === this.requestId) runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      if (id === this.requestId) runInAction(() => (this.loading = false));
    }
  }

  /** The next page; returns the URL's search with the new page count (the view replaces the URL with it). */
  async loadMore(): Promise<string | null> {
    if (!this.nextCursor || this.loadingMore) return null;
    this.loadingMore = true;
    const id = this.requestId;
    try {
      const page = await this.deps.searchAds.execute(filtersFromParams(this.params), this.nextCursor);
      if (id !== this.requestId) return null;
      const params = this.params;
      params.set('pages', String(this.pages + 1));
      runInAction(() => {
        this.items = [...this.items, ...page.items];
        this.nextCursor = page.nextCursor;
        this.pages += 1;
        this.search = params.toString();
        this.remember();
      });
      return params.toString();
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
      return null;
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  private remember(): void {
    const { items, total, totalCapped, nextCursor, pages, sort, correctedQuery } = this;
    this.deps.memory.remember(searchKey(this.params), { items, total, totalCapped, nextCursor, pages, sort, correctedQuery });
  }
}
