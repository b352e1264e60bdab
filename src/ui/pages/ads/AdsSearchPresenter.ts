import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AD_CATEGORIES, AD_SORTS, type Ad, type AdCategory, type AdFilters, type AdSort } from '../../../domain/ad';
import { SearchAds } from '../../../application/ads/SearchAds';
import { DomainError } from '../../../domain/errors';

/** The filter form as typed; prices in whole euros, as people think of them. */
export interface FilterDraft {
  q: string;
  category: string;
  city: string;
  postalCode: string;
  minPrice: string;
  maxPrice: string;
  minRooms: string;
  minArea: string;
  sort: AdSort;
}

export const EMPTY_DRAFT: FilterDraft = { q: '', category: '', city: '', postalCode: '', minPrice: '', maxPrice: '', minRooms: '', minArea: '', sort: 'newest' };

function positive(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The URL is the single source of a search, so it can be shared and reloaded. */
export function draftFromParams(params: URLSearchParams): FilterDraft {
  const sort = params.get('sort');
  const category = params.get('category') ?? '';
  return {
    q: params.get('q') ?? '',
    category: (AD_CATEGORIES as readonly string[]).includes(category) ? category : '',
    city: params.get('city') ?? '',
    postalCode: /^\d{1,5}$/.test(params.get('postalCode') ?? '') ? params.get('postalCode')! : '',
    minPrice: positive(params.get('minPrice'))?.toString() ?? '',
    maxPrice: positive(params.get('maxPrice'))?.toString() ?? '',
    minRooms: positive(params.get('minRooms'))?.toString() ?? '',
    minArea: positive(params.get('minArea'))?.toString() ?? '',
    sort: (AD_SORTS as readonly string[]).includes(sort ?? '') ? (sort as AdSort) : 'newest',
  };
}

export function paramsFromDraft(draft: FilterDraft): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(draft)) {
    if (value.trim() !== '' && !(key === 'sort' && value === 'newest')) params.set(key, value.trim());
  }
  return params;
}

export function filtersFromDraft(draft: FilterDraft): AdFilters {
  const euros = (v: string) => (positive(v) !== undefined ? Math.round(positive(v)! * 100) : undefined);
  return {
    q: draft.q.trim() || undefined,
    category: (draft.category || undefined) as AdCategory | undefined,
    city: draft.city.trim() || undefined,
    postalCode: draft.postalCode || undefined,
    minPrice: euros(draft.minPrice),
    maxPrice: euros(draft.maxPrice),
    minRooms: positive(draft.minRooms),
    minArea: positive(draft.minArea),
    sort: draft.sort,
  };
}

@injectable()
export class AdsSearchPresenter {
  draft: FilterDraft = { ...EMPTY_DRAFT };
  items: Ad[] = [];
  total = 0;
  totalCapped = false;
  nextCursor: string | null = null;
  loading = false;
  loadingMore = false;
  errorCode: string | null = null;
  private query = '';
  private requestId = 0;
  private readonly deps: { searchAds: SearchAds };

  constructor(@inject(SearchAds) searchAds: SearchAds) {
    this.deps = { searchAds };
    makeAutoObservable<this, 'deps' | 'requestId'>(this, { deps: false, requestId: false });
  }

  setDraft<K extends keyof FilterDraft>(key: K, value: FilterDraft[K]): void {
    this.draft[key] = value;
  }

  resetDraft(): void {
    this.draft = { ...EMPTY_DRAFT };
  }

  get activeFilterCount(): number {
    const { sort: _sort, ...rest } = draftFromParams(new URLSearchParams(this.query));
    return Object.values(rest).filter((v) => v !== '').length;
  }

  /** Runs the search the URL describes; a newer search wins over a slower older one. */
  async searchFromUrl(search: string): Promise<void> {
    this.query = search;
    this.draft = draftFromParams(new URLSearchParams(search));
    const id = ++this.requestId;
    this.loading = true;
    this.errorCode = null;
    try {
      const page = await this.deps.searchAds.execute(filtersFromDraft(this.draft));
      if (id !== this.requestId) return;
      runInAction(() => {
        this.items = page.items;
        this.total = page.total;
        this.totalCapped = page.totalCapped === true;
        this.nextCursor = page.nextCursor;
      });
    } catch (error) {
      if (id === this.requestId) runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      if (id === this.requestId) runInAction(() => (this.loading = false));
    }
  }

  async loadMore(): Promise<void> {
    if (!this.nextCursor || this.loadingMore) return;
    this.loadingMore = true;
    const id = this.requestId;
    try {
      const page = await this.deps.searchAds.execute(filtersFromDraft(draftFromParams(new URLSearchParams(this.query))), this.nextCursor);
      if (id !== this.requestId) return;
      runInAction(() => {
        this.items = [...this.items, ...page.items];
        this.nextCursor = page.nextCursor;
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** The query string the form describes (the view puts it into the URL). */
  get draftQuery(): string {
    return paramsFromDraft(this.draft).toString();
  }
}
