import { DomainError } from '../../domain/errors';
import type { SessionState } from '../auth/ports';
import type { Logger } from '../shared/ports';
import type { FavoritesApi, LocalFavorites, SavedAds } from './ports';

/**
 * Makes the hearts show the right Merkliste whenever the session changes. A visitor's list is the one in this
 * browser. Once someone signs in, the ads they saved as a visitor move into their account (an ad that went offline
 * meanwhile, or one past the list's limit, is dropped), and the account's list is shown. Never throws: without the server the hearts keep what they
 * showed, and the browser's list waits for the next sign-in.
 */
export class SyncFavorites {
  constructor(
    private readonly api: FavoritesApi,
    private readonly local: LocalFavorites,
    private readonly saved: SavedAds,
    private readonly session: SessionState,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<void> {
    if (this.session.user === null) {
      this.saved.replace(this.local.ids());
      return;
    }
    try {
      const pending = this.local.ids();
      // Oldest first, so the account lists them in the order they were saved.
      for (const adId of [...pending].reverse()) {
        try {
          await this.api.save(adId);
        } catch (error) {
          if (!(
            error instanceof DomainError &&
            ['NOT_FOUND', 'AD_GONE', 'VALIDATION_FAILED', 'FAVORITES_FULL'].includes(error.code)
          ))
            throw error;
        }
        this.local.remove(adId);
      }
      const favorites = await this.api.list();
      if (this.session.user !== null) this.saved.replace(favorites.map((f) => f.adId));
    } catch (error) {
      this.logger.warn(
        'The Merkliste could not be synchronised',
        error instanceof Error ? error.message : String(error),
      );
    }
  }
}
