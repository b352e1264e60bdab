import { checkEmail, normalizeEmail } from '../../src/domain/validation';
import type { UserRecord } from '../accounts/ports';
import { ApiError } from '../platform/domain/ApiError';
import { tradersOnly } from './tradersOnly';
import type { Clock, UnitOfWork } from '../platform/ports';

/** A trader's OpenImmo settings: where new enquiries to imported ads are mailed as OpenImmo-Feedback, or not at all. */
export class SaveOpenImmoSettings {
  constructor(private readonly deps: { uow: UnitOfWork<'openImmo'>; clock: Clock }) {}

  async read(owner: UserRecord): Promise<{ feedbackEmail: string | null }> {
    tradersOnly(owner);
    return { feedbackEmail: await this.deps.uow.repos.openImmo.feedbackEmail(owner.id) };
  }

  async execute(owner: UserRecord, feedbackEmail: string | null): Promise<{ feedbackEmail: string | null }> {
    tradersOnly(owner);
    const email = feedbackEmail?.trim() ? feedbackEmail : null;
    if (email !== null) {
      const problem = checkEmail(email, 'feedbackEmail');
      if (problem) throw ApiError.validation([problem]);
    }
    const stored = email === null ? null : normalizeEmail(email);
    await this.deps.uow.repos.openImmo.setFeedbackEmail(owner.id, stored, this.deps.clock.now());
    return { feedbackEmail: stored };
  }
}
