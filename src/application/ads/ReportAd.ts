import { ValidationError } from '../../domain/errors';
import { REPORT_REASONS, type AdContactApi, type ReportReason } from './ports';

export class ReportAd {
  constructor(private readonly api: AdContactApi) {}

  async execute(adId: string, reason: ReportReason | '', message: string): Promise<void> {
    if (!(REPORT_REASONS as readonly string[]).includes(reason)) {
      throw new ValidationError([{ field: 'reason', code: 'required', message: 'Choose a reason' }]);
    }
    await this.api.report(adId, reason as ReportReason, message.trim());
  }
}
