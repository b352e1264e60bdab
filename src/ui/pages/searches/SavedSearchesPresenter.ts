import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DomainError } from '../../../domain/errors';
import type { AlertFrequency, SavedSearch } from '../../../domain/savedSearch';
import { ChangeSavedSearch } from '../../../application/searches/ChangeSavedSearch';
import { DeleteSavedSearch } from '../../../application/searches/DeleteSavedSearch';
import { LoadSavedSearches } from '../../../application/searches/LoadSavedSearches';
import { SaveSearch } from '../../../application/searches/SaveSearch';
import { Notifier } from '../../../application/shared/ports';
import { filtersFromParams } from '../ads/searchUrl';

const code = (error: unknown) => (error instanceof DomainError ? error.code : 'INTERNAL');

/** /app/searches: the Suchaufträge, renamed, re-timed, opened (which resets their new-ads count) or deleted. */
@injectable()
export class SavedSearchesPresenter {
  searches: SavedSearch[] = [];
  loading = true;
  errorCode: string | null = null;
  /** The search being renamed and its name as typed. */
  renaming: { id: string; name: string } | null = null;
  confirmingDelete: SavedSearch | null = null;
  busyId: string | null = null;
  /** A search brought here to be saved (a visitor's "Suche speichern" before signing in): its address and name. */
  offered: { query: string; name: string; frequency: AlertFrequency } | null = null;
  private readonly deps: {
    load: LoadSavedSearches;
    change: ChangeSavedSearch;
    remove: DeleteSavedSearch;
    save: SaveSearch;
    notifier: Notifier;
  };

  constructor(
    @inject(LoadSavedSearches) load: LoadSavedSearches,
    @inject(ChangeSavedSearch) change: ChangeSavedSearch,
    @inject(DeleteSavedSearch) remove: DeleteSavedSearch,
    @inject(SaveSearch) save: SaveSearch,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { load, change, remove, save, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.errorCode = null;
    try {
      const searches = await this.deps.load.execute();
      runInAction(() => (this.searches = searches));
    } catch (error) {
      runInAction(() => (this.errorCode = code(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  offer(query: string | null, name: string): void {
    this.offered = query === null ? null : { query, name, frequency: 'daily' };
  }

  setOfferedName(name: string): void {
    if (this.offered) this.offered.name = name;
  }

  setOfferedFrequency(frequency: AlertFrequency): void {
    if (this.offered) this.offered.frequency = frequency;
  }

  /** True once saved; a refused save keeps the offer on screen with what was typed. */
  async saveOffered(messages: { saved: string; failed: (code: string) => string }): Promise<boolean> {
    const offered = this.offered;
    if (!offered || !offered.name.trim()) return false;
    this.busyId = 'offered';
    try {
      const saved = await this.deps.save.execute({
        name: offered.name,
        query: offered.query,
        frequency: offered.frequency,
        filters: filtersFromParams(new URLSearchParams(offered.query)),
      });
      runInAction(() => {
        this.searches = [...this.searches, saved];
        this.offered = null;
      });
      this.deps.notifier.success(messages.saved);
      return true;
    } catch (error) {
      this.deps.notifier.error(messages.failed(code(error)));
      return false;
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }

  startRename(search: SavedSearch | null): void {
    this.renaming = search ? { id: search.id, name: search.name } : null;
  }

  setRename(name: string): void {
    if (this.renaming) this.renaming.name = name;
  }

  async rename(messages: { saved: string; failed: (code: string) => string }): Promise<void> {
    const renaming = this.renaming;
    if (!renaming || !renaming.name.trim()) return;
    if (await this.change(renaming.id, { name: renaming.name }, messages)) runInAction(() => (this.renaming = null));
  }

  setFrequency(
    id: string,
    frequency: AlertFrequency,
    messages: { saved: string; failed: (code: string) => string },
  ): Promise<boolean> {
    return this.change(id, { frequency }, messages);
  }

  /** Opening the results counts as having seen them. */
  async markSeen(id: string): Promise<void> {
    try {
      const updated = await this.deps.change.execute(id, { seen: true });
      runInAction(() => (this.searches = this.searches.map((s) => (s.id === id ? updated : s))));
    } catch {
      // The count stays; the results open all the same.
    }
  }

  askDelete(search: SavedSearch | null): void {
    this.confirmingDelete = search;
  }

  async confirmDelete(messages: { deleted: string; failed: (code: string) => string }): Promise<void> {
    const search = this.confirmingDelete;
    if (!search) return;
    this.busyId = search.id;
    try {
      await this.deps.remove.execute(search.id);
      runInAction(() => (this.searches = this.searches.filter((s) => s.id !== search.id)));
      this.deps.notifier.success(messages.deleted);
    } catch (error) {
      this.deps.notifier.error(messages.failed(code(error)));
    } finally {
      runInAction(() => {
        this.busyId = null;
        this.confirmingDelete = null;
      });
    }
  }

  private async change(
    id: string,
    change: { name?: string; frequency?: AlertFrequency },
    messages: { saved: string; failed: (code: string) => string },
  ): Promise<boolean> {
    this.busyId = id;
    try {
      const updated = await this.deps.change.execute(id, change);
      runInAction(() => (this.searches = this.searches.map((s) => (s.id === id ? updated : s))));
      this.deps.notifier.success(messages.saved);
      return true;
    } catch (error) {
      this.deps.notifier.error(messages.failed(code(error)));
      return false;
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }
}
