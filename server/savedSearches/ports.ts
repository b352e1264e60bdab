import type { AdFilters } from '../../src/domain/adSearch';
import type { AlertFrequency } from '../../src/domain/savedSearch';
import type { savedSearches } from './tables';

export type SavedSearchRecord = (typeof savedSearches)['$inferSelect'];

export interface SavedSearchRepository {
  create(search: {
    userId: string;
    name: string;
    filters: AdFilters;
    query: string;
    frequency: AlertFrequency;
    now: Date;
  }): Promise<SavedSearchRecord>;
  findById(id: string): Promise<SavedSearchRecord | null>;
  /** Oldest first, as they were saved. */
  listByUser(userId: string): Promise<SavedSearchRecord[]>;
  countByUser(userId: string): Promise<number>;
  update(
    id: string,
    change: Partial<Pick<SavedSearchRecord, 'name' | 'frequency' | 'seenAt' | 'checkedAt'>>,
  ): Promise<SavedSearchRecord | null>;
  delete(id: string): Promise<void>;
  /** Searches whose alert is due: checked before the frequency's interval ended, longest waiting first. */
  listDue(now: Date, limit: number): Promise<SavedSearchRecord[]>;
  /** Records that these ads were mailed for the search; returns the ones not recorded before. */
  /** Every search that mails at once, longest unchecked first. */
  listInstant(limit: number): Promise<SavedSearchRecord[]>;
  recordAlerted(savedSearchId: string, adIds: string[], now: Date): Promise<string[]>;
  forgetAlerted(savedSearchId: string, adIds: string[]): Promise<void>;
  /**
   * Records that the search told of these ads' price cuts, each unless it mailed the ad after its cut already; the
   * ads told now (a second run finds them recorded). `forgetCutsAlerted` puts the earlier record back.
   */
  recordCutsAlerted(
    savedSearchId: string,
    cuts: { adId: string; reducedAt: Date }[],
    now: Date,
  ): Promise<{ adId: string; sentBefore: Date | null }[]>;
  forgetCutsAlerted(savedSearchId: string, told: { adId: string; sentBefore: Date | null }[]): Promise<void>;
}

/** What this feature offers the others (the personal data export, notices). */
export type { ListSavedSearches } from './ListSavedSearches';
