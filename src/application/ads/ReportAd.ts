import { ValidationError, type FieldError } from '../../domain/errors';
import { checkEmail } from '../../domain/validation';
import { REPORT_REASONS, type AdContactApi, type ReportReason } from './ports';

/** A report of an ad to the moderators: a reason, optional details, and optionally where a visitor hears back. */
export class ReportAd {
  constructor(private readonly api: AdContactApi) {}

  async execute(adId: string, reason: ReportReason | '', message: string, contactEmail = ''): Promise<void> {
    const problems: FieldError[] = [];
    if (!(REPORT_REASONS as readonly string[]).includes(reason))
      problems.push({ field: 'reason', code: 'required', message: 'Choose a reason' });
    const contact = contactEmail.trim();
    const emailProblem = contact ? checkEmail(contact, 'contactEmail') : null;
    if (emailProblem) problems.push(emailProblem);
    if (problems.length > 0) throw new ValidationError(problems);
    await this.api.report(adId, reason as ReportReason, message.trim(), contact || null);
  }
}
