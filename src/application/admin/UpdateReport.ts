import type { Report, ReportOutcome, ReportStatus } from '../../domain/report';
import { ValidationError } from '../../domain/errors';
import type { ReportsApi } from './ports';

/**
 * Moves a report on (open → in review → resolved) and keeps what was found and done. Resolving it says what came of
 * it; a dismissal needs the note, which its reporter receives as the reasons (their statement of reasons).
 */
export class UpdateReport {
  constructor(private readonly api: ReportsApi) {}

  execute(id: string, change: { status: ReportStatus; note: string; outcome?: ReportOutcome }): Promise<Report> {
    const note = change.note.trim();
    const outcome = change.status === 'resolved' ? (change.outcome ?? 'actioned') : undefined;
    if (outcome === 'dismissed' && note.length < 3)
      return Promise.reject(
        new ValidationError([{ field: 'note', code: 'required', message: 'Say why no violation was found' }]),
      );
    return this.api.update(id, { status: change.status, note, ...(outcome && { outcome }) });
  }
}
