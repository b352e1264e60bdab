import { ApiError } from '../platform/domain/ApiError';
import type { SecretHasher } from '../accounts/ports';
import type { UnitOfWork } from '../platform/ports';

/** One click in the mail (RFC 8058): the search stops mailing. Works without signing in; a bad token is a 404. */
export class UnsubscribeFromAlertsHandler {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'savedSearches'>;
      secrets: SecretHasher;
    },
  ) {}

  async execute(token: string): Promise<void> {
    const [id, mac] = token.split('.');
    if (!id || !mac || !/^[0-9a-f-]{36}$/.test(id) || !this.deps.secrets.matches(`unsubscribe:${id}`, mac))
      throw ApiError.notFound('Saved search');
    await this.deps.uow.repos.savedSearches.update(id, { frequency: 'off' });
  }
}
