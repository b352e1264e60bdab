import { makeAutoObservable } from 'mobx';
import { SEARCH_WORDS_MAX, type AdFeature } from '../../../domain/ad';
import { formatLocalizedNumber, type NumberLanguage } from '../../../domain/numbers';
import { textLength } from '../../../domain/validation';
import {
  draftFromParams,
  EMPTY_FILTERS,
  FILTER_NUMBERS,
  paramsFromDraft,
  type FilterDraft,
  type FilterNumber,
  type FilterProblem,
} from './searchUrl';

/**
 * The search form as typed: its fields, numbers read in the page's language ("1.250" in German, "1,250" in English)
 * and written back that way, an unclear number shown on its field instead of guessed, and words longer than a search
 * can be said beside them. `apply` turns it into the URL's search, or refuses while something is unclear.
 */
export class FilterForm {
  draft: FilterDraft = { ...EMPTY_FILTERS };
  problems: Partial<Record<FilterNumber, FilterProblem>> = {};
  /** The words are longer than a search can be (SEARCH_WORDS_MAX): said beside them, and nothing is asked. */
  wordsTooLong = false;
  /** The language numbers are typed and shown in. */
  lang: NumberLanguage = 'de';

  constructor() {
    makeAutoObservable(this);
  }

  /** The form as the URL's search describes it (after navigation, Back, or the words becoming filters). */
  load(params: URLSearchParams, lang: NumberLanguage): void {
    this.lang = lang;
    this.draft = draftFromParams(params, lang);
    this.problems = {};
    this.wordsTooLong = textLength(this.draft.q) > SEARCH_WORDS_MAX;
  }

  get hasProblems(): boolean {
    return Object.keys(this.problems).length > 0;
  }

  set<K extends keyof FilterDraft>(key: K, value: FilterDraft[K]): void {
    this.draft[key] = value;
    if (key in this.problems) delete this.problems[key as FilterNumber];
    if (key === 'q') this.wordsTooLong = false;
  }

  toggleFeature(feature: AdFeature): void {
    this.draft.features = this.draft.features.includes(feature)
      ? this.draft.features.filter((f) => f !== feature)
      : [...this.draft.features, feature];
  }

  reset(): void {
    this.draft = { ...EMPTY_FILTERS };
    this.problems = {};
  }

  blurNumber(field: FilterNumber): void {
    const { problems, params } = paramsFromDraft(this.draft, this.lang);
    const problem = problems.find((p) => p.field === field);
    if (problem) this.problems[field] = problem;
    else if (params.has(field))
      this.draft[field] = formatLocalizedNumber(Number(params.get(field)), this.lang, FILTER_NUMBERS[field]);
  }

  acceptReading(field: FilterNumber, value: number): void {
    this.draft[field] = formatLocalizedNumber(value, this.lang, FILTER_NUMBERS[field]);
    delete this.problems[field];
  }

  /** The search the form describes, for the URL; null while a number in it is unclear or the words are too long. */
  apply(view: 'list' | 'map'): string | null {
    const { params, problems } = paramsFromDraft(this.draft, this.lang);
    this.problems = Object.fromEntries(problems.map((p) => [p.field, p]));
    this.wordsTooLong = textLength(this.draft.q) > SEARCH_WORDS_MAX;
    if (problems.length > 0 || this.wordsTooLong) return null;
    if (view === 'map') params.set('view', 'map');
    return params.toString();
  }
}
