import type { Logger, Mailer, UnitOfWork } from '../platform/ports';
import { reportActionedMail } from './decisionMail';
import type { ReporterOf } from './ports';
import { mailReporter, reporterAddress } from './reporterMail';

/**
 * The reporters of content that was acted on hear so, once each (their reports resolved with it): an account once
 * however many times it reported, a visitor at the address they gave.
 */
export class TellReportersActioned {
  constructor(private readonly deps: { uow: UnitOfWork<'users'>; mailer: Mailer; log: Logger }) {}

  async execute(reports: Omit<ReporterOf, 'id'>[], title: string): Promise<void> {
    const accounts = await this.deps.uow.repos.users.findManyById([
      ...new Set(reports.flatMap((r) => (r.reporterId ? [r.reporterId] : []))),
    ]);
    const visitors = reports.flatMap((r) => {
      const address = r.reporterId ? null : reporterAddress(r, null);
      return address ? [address] : [];
    });
    const once = new Map([...accounts, ...visitors].map((person) => [person.email.toLowerCase(), person]));
    for (const person of once.values()) await mailReporter(this.deps, person, (to) => reportActionedMail(to, title));
  }
}
