import type { Clock, Logger, Mailer } from '../platform/ports';
import type { UserRecord } from './domain/user';
import { securityMail, type SecurityEvent } from './securityMail';

/** Mails the owner about a security event; a notice that cannot be queued is logged, never fails the action. */
export class NotifySecurityEvent {
  constructor(
    private readonly deps: {
      clock: Clock;
      log: Logger;
      /** Security notices (a new device, a changed password) go straight to the queue, not through a code's budget. */
      mailer: Mailer;
      /** The site's address, for links in mails. */
      publicUrl: string;
    },
  ) {}

  async execute(user: UserRecord, event: SecurityEvent, userAgent: string): Promise<void> {
    const resetUrl = `${this.deps.publicUrl}/auth/forgot-password`;
    await this.deps.mailer
      .send(
        securityMail({
          to: user.email,
          name: user.name,
          language: user.language,
          event,
          at: this.deps.clock.now(),
          userAgent,
          resetUrl,
        }),
      )
      .catch((err: unknown) => this.deps.log.error({ err, event }, 'queueing a security notice failed'));
  }
}
