import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { DomainError } from '../../../domain/errors';
import { SessionState } from '../../../application/auth/ports';
import { SavedAds } from '../../../application/favorites/ports';
import { SyncFavorites } from '../../../application/favorites/SyncFavorites';
import { ToggleFavorite } from '../../../application/favorites/ToggleFavorite';
import { Notifier } from '../../../application/shared/ports';

/** Messages in the visitor's language, handed in by the view. */
export interface FavoriteMessages {
  saved: string;
  removed: string;
  /** For the error's code: a full list says so, anything else asks to try again. */
  failed: (code: string) => string;
}

/**
 * The hearts on every ad card and ad page, and the Merkliste count in the header: one for the whole app. It follows
 * the session, so a visitor's hearts move into the account when they sign in.
 */
@injectable()
export class SavedAdsPresenter {
  /** Ads whose change is on its way to the server (their heart ignores a second press meanwhile). */
  pending: string[] = [];
  private stopFollowing: (() => void) | null = null;
  private readonly deps: {
    saved: SavedAds;
    toggle: ToggleFavorite;
    sync: SyncFavorites;
    session: SessionState;
    notifier: Notifier;
  };

  constructor(
    @inject(SavedAds) saved: SavedAds,
    @inject(ToggleFavorite) toggle: ToggleFavorite,
    @inject(SyncFavorites) sync: SyncFavorites,
    @inject(SessionState) session: SessionState,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { saved, toggle, sync, session, notifier };
    makeAutoObservable<this, 'deps' | 'stopFollowing'>(this, { deps: false, stopFollowing: false });
  }

  isSaved(adId: string): boolean {
    return this.deps.saved.has(adId);
  }

  get count(): number {
    return this.deps.saved.ids.length;
  }

  /** Starts following the session (once; the shell calls it in the browser, never on the server). */
  follow(): void {
    if (this.stopFollowing) return;
    this.stopFollowing = reaction(
      () => this.deps.session.user?.id ?? null,
      () => void this.deps.sync.execute(),
      { fireImmediately: true },
    );
  }

  async toggle(adId: string, messages: FavoriteMessages): Promise<void> {
    if (this.pending.includes(adId)) return;
    this.pending.push(adId);
    try {
      const saved = await this.deps.toggle.execute(adId);
      this.deps.notifier.success(saved ? messages.saved : messages.removed);
    } catch (error) {
      this.deps.notifier.error(messages.failed(error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.pending = this.pending.filter((id) => id !== adId)));
    }
  }
}
