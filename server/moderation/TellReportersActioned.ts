import type { Logger, Mailer, UnitOfWork } from '../platform/ports';
import { reportActionedMail } from './decisionMail';
import { mailReporter } from './reporterMail';

/** The reporters of content that was acted on hear so, once each (their reports resolved with it). */
export class TellReportersActioned {
  constructor(private readonly deps: { uow: UnitOfWork<'users'>; mailer: Mailer; log: Logger }) {}

  async execute(reports: { reporterId: string | null }[], title: string): Promise<void> {
    const reporters = await this.deps.uow.repos.users.findManyById([
      ...new Set(reports.flatMap((r) => (r.reporterId ? [r.reporterId] : []))),
    ]);
    for (const reporter of reporters) await mailReporter(this.deps, reporter, (to) => reportActionedMail(to, title));
  }
}
