import { AnswerComplaint } from './application/decisions/AnswerComplaint';
import { LodgeComplaint } from './application/decisions/LodgeComplaint';
import { ReadDecisions } from './application/decisions/ReadDecisions';
import type { StatementsOfReasons } from './application/decisions/StatementsOfReasons';
import { TransparencyReport } from './application/decisions/TransparencyReport';
import type { Clock, Logger, Mailer, UnitOfWork } from './application/shared/ports';

/** The DSA's decisions after the fact: reading statements, complaints and their answers, the transparency report. */
export function composeDecisions(deps: {
  uow: UnitOfWork;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  statements: StatementsOfReasons;
  adsChanged: () => void;
}) {
  const { uow, clock } = deps;
  return {
    readDecisions: new ReadDecisions({ uow, clock }),
    lodgeComplaint: new LodgeComplaint({ uow, clock }),
    answerComplaint: new AnswerComplaint(deps),
    transparencyReport: new TransparencyReport({ uow }),
  };
}
