import { AnswerComplaintHandler } from './moderation/AnswerComplaintHandler';
import { ApproveHeldAd } from './moderation/ApproveHeldAd';
import { AskForAdChanges } from './moderation/AskForAdChanges';
import { FileReport } from './moderation/FileReport';
import { ForgetReportEvidence } from './moderation/ForgetReportEvidence';
import { ListReports } from './moderation/ListReports';
import { ListReviewQueue } from './moderation/ListReviewQueue';
import { LodgeComplaintHandler } from './moderation/LodgeComplaintHandler';
import { ReadDecisions } from './moderation/ReadDecisions';
import { ReadReport } from './moderation/ReadReport';
import { ReadRiskOutcomes } from './moderation/ReadRiskOutcomes';
import { RejectHeldAd } from './moderation/RejectHeldAd';
import { StatementsOfReasons } from './moderation/StatementsOfReasons';
import { TakeAdOffline } from './moderation/TakeAdOffline';
import { TellReportersActioned } from './moderation/TellReportersActioned';
import { ReadClassifierQuality } from './moderation/ReadClassifierQuality';
import { TransparencyReport } from './moderation/TransparencyReport';
import { UpdateReportHandler } from './moderation/UpdateReportHandler';
import type { Clock, Logger, Mailer, UnitOfWork } from './platform/ports';

/**
 * Moderation: the review desk for held ads, the notices (reports) and their queue, and the DSA's decisions after the
 * fact (statements, complaints and their answers, the transparency report).
 */
export function composeModeration(deps: {
  uow: UnitOfWork;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  adminEmail: string;
  adsChanged: () => void;
}) {
  const { uow, clock, mailer, log, publicUrl } = deps;
  const statements = new StatementsOfReasons({ mailer, log, publicUrl });
  const notices = { uow, clock, mailer, log, publicUrl, statements };
  const tellReportersActioned = new TellReportersActioned({ uow, mailer, log });
  return {
    statements,
    listReviewQueue: new ListReviewQueue({ uow }),
    readRiskOutcomes: new ReadRiskOutcomes({ uow }),
    readClassifierQuality: new ReadClassifierQuality({ uow }),
    approveHeldAd: new ApproveHeldAd({ ...notices, adsChanged: deps.adsChanged }),
    rejectHeldAd: new RejectHeldAd(notices),
    askForAdChanges: new AskForAdChanges(notices),
    takeAdOffline: new TakeAdOffline({ ...notices, tellActioned: tellReportersActioned, adsChanged: deps.adsChanged }),
    fileReport: new FileReport(deps),
    listReports: new ListReports({ uow }),
    readReport: new ReadReport({ uow }),
    updateReport: new UpdateReportHandler({ uow, clock, statements, tellActioned: tellReportersActioned }),
    forgetReportEvidence: new ForgetReportEvidence({ uow, clock }),
    tellReportersActioned,
    readDecisions: new ReadDecisions({ uow, clock }),
    lodgeComplaint: new LodgeComplaintHandler({ uow, clock }),
    answerComplaint: new AnswerComplaintHandler({ ...deps, statements }),
    transparencyReport: new TransparencyReport({ uow }),
  };
}

export type ModerationUseCases = ReturnType<typeof composeModeration>;
