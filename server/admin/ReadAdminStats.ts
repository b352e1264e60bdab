import type { Clock, UnitOfWork } from '../platform/ports';

/** The admin dashboard's figures. */
export class ReadAdminStats {
  constructor(private readonly deps: { uow: UnitOfWork<'ads' | 'payments' | 'users'>; clock: Clock }) {}

  /** "Active ads" are the ads visitors can see now: live, not run out, their owner not blocked. */
  async execute(): Promise<{ users: number; activeAds: number; pendingAds: number; revenueCents: number }> {
    const { repos } = this.deps.uow;
    const [users, activeAds, byStatus, revenueCents] = await Promise.all([
      repos.users.count(),
      repos.ads.countPublic(this.deps.clock.now()),
      repos.ads.countByStatus(),
      repos.payments.revenueCents(),
    ]);
    return { users, activeAds, pendingAds: byStatus.pending ?? 0, revenueCents };
  }
}
