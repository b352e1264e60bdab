import type { SavedSearchesApi } from './ports';

/** The mail's unsubscribe link: the saved search stops mailing; no sign-in needed. */
export class UnsubscribeFromAlerts {
  constructor(private readonly api: SavedSearchesApi) {}

  execute(token: string): Promise<void> {
    return this.api.unsubscribe(token);
  }
}
