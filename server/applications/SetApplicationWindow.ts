import { APPLICATION_WINDOW_MAX_HOURS, type ApplicationBoard } from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import type { Clock, UnitOfWork } from '../platform/ports';
import { ReadApplications } from './ReadApplications';

const HOUR_MS = 3_600_000;

/**
 * The landlord opens a fair first round (issue 71): for the next `hours` hours the board shows the applications in a
 * random order fixed per ad, without names, until they invite or shortlist someone; 0 ends the window now.
 */
export class SetApplicationWindow {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'applications'>; clock: Clock }) {}

  async execute(landlordId: string, adId: string, hours: unknown): Promise<ApplicationBoard> {
    const ad = await this.deps.uow.repos.ads.findById(adId);
    if (!ad || ad.ownerId !== landlordId) throw ApiError.notFound('Ad');
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 0 || hours > APPLICATION_WINDOW_MAX_HOURS)
      throw ApiError.validation([
        {
          field: 'hours',
          code: 'invalid',
          message: `The window is a whole number of hours from 0 to ${APPLICATION_WINDOW_MAX_HOURS}`,
        },
      ]);
    const now = this.deps.clock.now();
    await this.deps.uow.repos.applications.setWindow(
      ad.id,
      hours === 0 ? null : new Date(now.getTime() + hours * HOUR_MS),
      now,
    );
    return new ReadApplications(this.deps).execute(landlordId, ad.id);
  }
}
