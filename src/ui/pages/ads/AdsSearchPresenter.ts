import { inject, injectable } from 'inversify';
import { action, makeAutoObservable, runInAction } from 'mobx';
import type { Ad, AdSort } from '../../../domain/ad';
import type { AdPage, SearchAlternative } from '../../../domain/adSearch';
import { DomainError } from '../../../domain/errors';
import { statesIntent } from '../../../domain/queryUnderstanding';
import type { NumberLanguage } from '../../../domain/numbers';
import { SearchAds } from '../../../application/ads/SearchAds';
import { SuggestPlaces } from '../../../application/places/SuggestPlaces';
import { AdsListMemory } from './AdsListMemory';
import { FilterForm } from './FilterForm';
import { PlaceSuggestions } from './PlaceSuggestions';
import { searchWithUnderstood } from './searchChips';
import { activeFilterCount, filtersFromParams, searchKey } from './searchUrl';

/**
 * The ads list: filters from and to the URL, the pages loaded so far (also in the URL, so Back and reload restore
 * them), list or map, what the words were read as. The view puts the search strings this returns into the URL.
 */
@injectable()
export class AdsSearchPresenter {
  items: Ad[] = [];
  total = 0;
  totalCapped = false;
  nextCursor: string | null = null;
  /** The order the server applied (relevance when words were searched). */
  sort: AdSort | undefined = undefined;
  /** Nothing matched the words as typed; the list is for this spelling instead. */
  correctedQuery: string | null = null;
  /** Searched words no ad contains, and other searches to offer when nothing was found. */
  unmatchedWords: string[] = [];
  alternatives: SearchAlternative[] = [];
  /** The words named a flat or house but not whether to rent or buy: read as to rent, which the list says. */
  assumedRent: 'apartment_rent' | 'house_rent' | null = null;
  /** The URL's search with what its words said written as filters; the view replaces the URL with it. */
  rewrite: string | null = null;
  pages = 0;
  loading = false;
  loadingMore = false;
  errorCode: string | null = null;
  view: 'list' | 'map' = 'list';
  private search = '';
  private requestId = 0;
  private readonly deps: { searchAds: SearchAds; memory: AdsListMemory };
  /** Places suggested while the "where" field is typed in. */
  readonly places: PlaceSuggestions;
  /** The search form as typed. */
  readonly form = new FilterForm();

  constructor(
    @inject(SearchAds) searchAds: SearchAds,
    @inject(SuggestPlaces) suggestPlaces: SuggestPlaces,
    @inject(AdsListMemory) memory: AdsListMemory,
  ) {
    this.deps = { searchAds, memory };
    this.places = new PlaceSuggestions(suggestPlaces, () => this.form.draft);
    // `show` is an action even when called from a render (AdsPage's first render shows a remembered list at once): an
    // auto action called there would change observed state outside an action, which MobX's strict mode refuses.
    makeAutoObservable<this, 'deps' | 'requestId'>(this, {
      deps: false,
      requestId: false,
      places: false,
      form: false,
      show: action,
    });
  }

  get params(): URLSearchParams {
    return new URLSearchParams(this.search);
  }

  get activeFilterCount(): number {
    return activeFilterCount(this.params);
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
    // The first render showed it and the effect asks again (AdsPage): nothing to redraw. Loading the form anew would
    // hand every field and card a new draft, one synchronous redraw of the whole list right after hydration.
    if (search === this.search && lang === this.form.lang && this.pages >= wanted && !options.again) return;
    const sameSearch = key === searchKey(this.params) && this.pages > 0;
    this.search = search;
    this.view = params.get('view') === 'map' ? 'map' : 'list';
    this.form.load(params, lang);
    // A shared address whose words are too long: said beside the words, not as "something went wrong".
    if (this.form.wordsTooLong) {
      Object.assign(this, { items: [], total: 0, nextCursor: null, loading: false, errorCode: null, pages: 0 });
      return;
    }
    if (sameSearch && this.pages >= wanted && !options.again) return;
    const remembered = options.again ? undefined : this.deps.memory.recall(key);
    if (remembered && remembered.pages >= wanted) {
      Object.assign(this, { unmatchedWords: [], alternatives: [], ...remembered, errorCode: null, loading: false });
      this.takeUnderstood(search, lang, remembered.understood ?? null);
      return;
    }
    const id = ++this.requestId;
    this.loading = true;
    this.errorCode = null;
    try {
      const filters = filtersFromParams(params);
      let page = await this.deps.searchAds.execute(filters);
      const { understood } = page;
      const items = [...page.items];
      for (let n = 1; n < wanted && page.nextCursor; n++) {
        page = await this.deps.searchAds.execute(filters, page.nextCursor);
        items.push(...page.items);
      }
      if (id !== this.requestId) return;
      runInAction(() => {
        const found = { unmatchedWords: page.unmatchedWords ?? [], alternatives: page.alternatives ?? [] };
        Object.assign(this, {
          items,
          total: page.total,
          totalCapped: page.totalCapped === true,
          nextCursor: page.nextCursor,
          sort: page.sort,
          correctedQuery: page.correctedQuery ?? null,
          pages: wanted,
          ...found,
        });
        this.remember(understood);
        this.takeUnderstood(search, lang, understood);
      });
    } catch (error) {
      if (id === this.requestId)
        runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
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

  private remember(understood: AdPage['understood'] = null): void {
    const { items, total, totalCapped, nextCursor, pages, sort, correctedQuery, unmatchedWords, alternatives } = this;
    this.deps.memory.remember(searchKey(this.params), {
      items,
      total,
      totalCapped,
      nextCursor,
      pages,
      sort,
      correctedQuery,
      unmatchedWords,
      alternatives,
      understood,
    });
  }

  /** The words became filters: the URL saying them as filters replaces the typed one (the same answer, kept under both). */
  private takeUnderstood(search: string, lang: NumberLanguage, understood: AdPage['understood']): void {
    const rewritten = searchWithUnderstood(search, understood);
    if (rewritten === null) return;
    // "Wohnung Berlin" is read as to rent; a buyer is offered the same search to buy.
    const category = new URLSearchParams(rewritten).get('category');
    const typed = new URLSearchParams(search).get('q') ?? '';
    this.assumedRent =
      (category === 'apartment_rent' || category === 'house_rent') && !statesIntent(typed) ? category : null;
    Object.assign(this, { search: rewritten, rewrite: rewritten });
    this.form.load(new URLSearchParams(rewritten), lang);
    this.remember();
  }

  /** The view took the rewritten URL. */
  rewritten(): void {
    this.rewrite = null;
  }
}
