import { injectable } from 'inversify';
import type { Ad, AdSort } from '../../../domain/ad';
import type { AdPage, SearchAlternative } from '../../../domain/adSearch';
import type { Prerenderable } from '../../app/prerenderedState';

export interface RememberedList {
  items: Ad[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
  pages: number;
  sort: AdSort | undefined;
  correctedQuery: string | null;
  unmatchedWords?: string[];
  alternatives?: SearchAlternative[];
  /** What the words of the search as typed said (the list is then also kept under the URL saying it as filters). */
  understood?: AdPage['understood'];
}

const KEEP = 10;

/**
 * The last lists the visitor loaded, by search. Back from an ad renders its list at once from here, with every page that
 * was loaded, so the browser can scroll to where the visitor was. One per app (bound as a singleton).
 */
@injectable()
export class AdsListMemory implements Prerenderable<[string, RememberedList][]> {
  private readonly lists = new Map<string, RememberedList>();

  recall(key: string): RememberedList | undefined {
    return this.lists.get(key);
  }

  remember(key: string, list: RememberedList): void {
    this.lists.delete(key);
    this.lists.set(key, list);
    if (this.lists.size > KEEP) this.lists.delete(this.lists.keys().next().value!);
  }

  /** The server-rendered list travels to the browser this way: its first render recalls it instead of fetching. */
  snapshot(): [string, RememberedList][] {
    return [...this.lists];
  }

  restore(lists: [string, RememberedList][]): void {
    for (const [key, list] of lists) this.remember(key, list);
  }
}
