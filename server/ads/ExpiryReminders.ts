import { expiryMail } from './expiryMail';
import type { Clock, Mailer, UnitOfWork } from '../platform/ports';

/** How long before its end an owner is reminded that an ad runs out. */
export const EXPIRY_REMINDER_MS = 3 * 86_400_000;

/** The mail three days before an ad runs out (the recurring job mail-expiry-reminders). Once per end of an ad. */
export class ExpiryReminders {
  constructor(
    private readonly deps: { uow: UnitOfWork<'ads' | 'users'>; clock: Clock; mailer: Mailer; publicUrl: string },
  ) {}

  async run(limit = 200): Promise<number> {
    const { repos } = this.deps.uow;
    const due = await repos.ads.claimExpiryReminders(this.deps.clock.now(), EXPIRY_REMINDER_MS, limit);
    for (const ad of due) {
      const owner = await repos.users.findById(ad.ownerId);
      if (!owner || owner.blocked || !owner.notifyReminders) continue;
      await this.deps.mailer.send(
        expiryMail({
          to: owner.email,
          name: owner.name,
          language: owner.language,
          adTitle: ad.title,
          expiresAt: ad.expiresAt,
          dashboardUrl: `${this.deps.publicUrl}/app/user_dashboard`,
        }),
      );
    }
    return due.length;
  }
}
