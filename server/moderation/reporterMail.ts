import type { UserRecord } from '../accounts/ports';
import type { Logger, Mailer, MailMessage } from '../platform/ports';

/** A mail to a reporter; one that cannot be queued is logged (the report and its decision stand). */
export async function mailReporter(
  deps: { mailer: Mailer; log: Logger },
  person: UserRecord,
  message: (to: { to: string; name: string; language: UserRecord['language'] }) => MailMessage,
): Promise<void> {
  await deps.mailer
    .send(message({ to: person.email, name: person.name, language: person.language }))
    .catch((err: unknown) => deps.log.warn({ err, userId: person.id }, 'a mail to a reporter could not be queued'));
}
