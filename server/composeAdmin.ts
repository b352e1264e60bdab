import { ChangeUser } from './admin/ChangeUser';
import { FindUsers } from './admin/FindUsers';
import { ListDeadLetters } from './admin/ListDeadLetters';
import { ListLatestUsers } from './admin/ListLatestUsers';
import { ReadAdminStats } from './admin/ReadAdminStats';
import { ReadAuditLog } from './admin/ReadAuditLog';
import { ReadWeeklyFigures } from './admin/ReadWeeklyFigures';
import { SendDeadLetterAgain } from './admin/SendDeadLetterAgain';
import type { StatementsOfReasons } from './moderation/ports';
import type { Clock, JobQueue, SessionsChanged, UnitOfWork } from './platform/ports';

/** The admins' area: accounts, figures, the audit log and the dead letters. */
export function composeAdmin(deps: {
  uow: UnitOfWork;
  clock: Clock;
  jobs: JobQueue;
  statements: StatementsOfReasons;
  adsChanged: () => void;
  sessionsChanged: SessionsChanged;
}) {
  const { uow, clock, jobs } = deps;
  return {
    listLatestUsers: new ListLatestUsers({ uow }),
    findUsers: new FindUsers({ uow }),
    changeUser: new ChangeUser(deps),
    readAdminStats: new ReadAdminStats({ uow, clock }),
    readWeeklyFigures: new ReadWeeklyFigures({ uow, clock }),
    readAuditLog: new ReadAuditLog({ uow }),
    listDeadLetters: new ListDeadLetters({ jobs }),
    sendDeadLetterAgain: new SendDeadLetterAgain({ jobs, uow, clock }),
  };
}

export type AdminUseCases = ReturnType<typeof composeAdmin>;
