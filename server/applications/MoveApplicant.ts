import type { ApplicationBoard, ApplicationStatus } from '../../src/domain/applications';
import { ApiError } from '../platform/domain/ApiError';
import type { UserRecord } from '../accounts/ports';
import { DECISION_MESSAGES } from './applicationMail';
import type { Clock, Logger, UnitOfWork } from '../platform/ports';
import type { ApplicantMessages } from './ports';
import { ReadApplications } from './ReadApplications';
import { deliveredAsStated, discloseRentControl, sendStatementMessage, statementDue } from './rentControlDisclosure';

/**
 * The landlord moves an applicant between the board's columns. "Absage" and "Zusage" send a polite message in the
 * conversation (in the applicant's language); a Zusage closes the ad's other applications, which nobody can move
 * any more, and tells everyone still waiting that the flat is let.
 */
export class MoveApplicant {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'applications' | 'users'>;
      clock: Clock;
      messages: ApplicantMessages;
      log: Logger;
    },
  ) {}

  async execute(landlord: UserRecord, applicationId: string, status: ApplicationStatus): Promise<ApplicationBoard> {
    const now = this.deps.clock.now();
    const moved = await this.deps.uow.transaction(async (repos) => {
      const application = await repos.applications.find(applicationId);
      const ad = application && (await repos.ads.findById(application.adId));
      if (!application || !ad || ad.ownerId !== landlord.id) throw ApiError.notFound('Application');
      await repos.ads.lockForUpdate(ad.id);
      if (application.status === status)
        return { ad, conversationId: null, language: 'de' as const, disclosure: null, toTell: [] };
      const applicants = await repos.applications.applicantsOf(ad.id);
      if (
        application.closedAt ||
        application.status === 'accepted' ||
        applicants.some((a) => a.application.status === 'accepted')
      )
        throw new ApiError(409, 'APPLICATIONS_CLOSED', 'A tenant was accepted; the applications are closed');
      // A Zusage waits until the applicant has had the Mietpreisbremse statement as the ad makes it now (§ 556g Abs.
      // 1a BGB): one never delivered, or delivered before the landlord changed it, is delivered now instead.
      const due = status === 'accepted' ? statementDue(ad, now) : null;
      if (due) {
        const delivered = (await repos.applications.latestDisclosures([application.id])).get(application.id);
        if (!deliveredAsStated(delivered, due.statement)) {
          const text = await discloseRentControl(repos, ad, due, application, now);
          const applicant = applicants.find((a) => a.application.id === application.id)!;
          return {
            ad,
            conversationId: applicant.conversationId,
            language: 'de' as const,
            disclosure: text,
            toTell: [],
          };
        }
      }
      await repos.applications.setStatus(application.id, status, now);
      const stillWaiting =
        status === 'accepted' ? await repos.applications.closeOthers(ad.id, application.id, now) : [];
      const applicant = applicants.find((a) => a.application.id === application.id)!;
      const seeker = await repos.users.findById(application.seekerId);
      // Everyone still waiting hears that the flat is let, in their language (not those declined before).
      const toTell = [];
      for (const other of applicants.filter((a) => stillWaiting.includes(a.application.id) && a.conversationId))
        toTell.push({
          conversationId: other.conversationId!,
          language: (await repos.users.findById(other.application.seekerId))?.language ?? ('de' as const),
        });
      return {
        ad,
        conversationId: applicant.conversationId,
        language: seeker?.language ?? 'de',
        disclosure: null,
        toTell,
      };
    });
    if (moved.disclosure !== null) {
      if (moved.conversationId)
        await sendStatementMessage(this.deps, landlord, moved.conversationId, moved.disclosure, { applicationId });
      throw new ApiError(
        409,
        'RENT_CONTROL_NOT_DISCLOSED',
        'The applicant had not received the rent control statement; it was sent now. Give the Zusage afterwards.',
      );
    }
    if (moved.conversationId && (status === 'declined' || status === 'accepted')) {
      const text = DECISION_MESSAGES[status][moved.language](moved.ad.title);
      await this.deps.messages.send(landlord, moved.conversationId, text).catch((err: unknown) =>
        // The decision stands; the applicant still sees it in their list of applications.
        this.deps.log.warn({ err, applicationId }, 'the decision message could not be sent'),
      );
    }
    for (const other of moved.toTell)
      await this.deps.messages
        .send(landlord, other.conversationId, DECISION_MESSAGES.let[other.language](moved.ad.title))
        .catch((err: unknown) => this.deps.log.warn({ err, applicationId }, 'the "let" message could not be sent'));
    return new ReadApplications(this.deps).execute(landlord.id, moved.ad.id);
  }
}
