import type { UserRecord } from '../accounts/ports';
import type { Logger, Mailer, MailMessage } from '../platform/ports';
import type { ReportRecord } from './ports';

/** Who hears back about a report: its reporter's account, or the address a visitor gave with it. */
export type ReporterAddress = Pick<UserRecord, 'email' | 'name' | 'language'>;

/** The report's reporter as someone to write to: their account, else the visitor's address (no name), else nobody. */
export function reporterAddress(
  report: Pick<ReportRecord, 'reporterContact'>,
  account: ReporterAddress | null | undefined,
): ReporterAddress | null {
  if (account) return account;
  const contact = report.reporterContact;
  return contact ? { email: contact.email, name: '', language: contact.language } : null;
}

/** A mail to a reporter; one that cannot be queued is logged (the report and its decision stand). */
export async function mailReporter(
  deps: { mailer: Mailer; log: Logger },
  person: ReporterAddress,
  message: (to: { to: string; name: string; language: UserRecord['language'] }) => MailMessage,
): Promise<void> {
  await deps.mailer
    .send(message({ to: person.email, name: person.name, language: person.language }))
    .catch((err: unknown) => deps.log.warn({ err }, 'a mail to a reporter could not be queued'));
}
