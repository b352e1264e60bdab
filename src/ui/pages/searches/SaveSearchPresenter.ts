import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DomainError } from '../../../domain/errors';
import type { AlertFrequency } from '../../../domain/savedSearch';
import { SessionState } from '../../../application/auth/ports';
import { SaveSearch } from '../../../application/searches/SaveSearch';
import { Notifier } from '../../../application/shared/ports';
import { filtersFromParams } from '../ads/searchUrl';

/** "Suche speichern" under the results: keeps the list's filters as a Suchauftrag (signed-in people only). */
@injectable()
export class SaveSearchPresenter {
  saving = false;
  /** The address (after /ads?) last saved from this view: its button says so until the filters change. */
  savedQuery: string | null = null;
  private readonly deps: { saveSearch: SaveSearch; session: SessionState; notifier: Notifier };

  constructor(
    @inject(SaveSearch) saveSearch: SaveSearch,
    @inject(SessionState) session: SessionState,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { saveSearch, session, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  get signedIn(): boolean {
    return this.deps.session.user !== null;
  }

  isSaved(query: string): boolean {
    return this.savedQuery === query;
  }

  async save(
    query: string,
    name: string,
    frequency: AlertFrequency,
    messages: { saved: string; failed: (code: string) => string },
  ): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    try {
      await this.deps.saveSearch.execute({
        name,
        query,
        frequency,
        filters: filtersFromParams(new URLSearchParams(query)),
      });
      runInAction(() => (this.savedQuery = query));
      this.deps.notifier.success(messages.saved);
    } catch (error) {
      this.deps.notifier.error(messages.failed(error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
