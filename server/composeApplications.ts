import type { ApplicantMessages, DocumentKey } from './applications/ports';
import { ApplyForFlatHandler } from './applications/ApplyForFlatHandler';
import { ApplicationsExport } from './applications/ApplicationsExport';
import { ForgetApplications } from './applications/ForgetApplications';
import { MoveApplicant } from './applications/MoveApplicant';
import { OpenSharedDocument } from './applications/OpenSharedDocument';
import { ReadApplications } from './applications/ReadApplications';
import { ReadRentControlStatement } from './applications/ReadRentControlStatement';
import { StatementPdfLib } from './applications/adapters/StatementPdfLib';
import { RequestDocuments } from './applications/RequestDocuments';
import { SetApplicationWindow } from './applications/SetApplicationWindow';
import { ShareWithLandlord } from './applications/ShareWithLandlord';
import { TenantDocuments } from './applications/TenantDocuments';
import { TenantProfiles } from './applications/TenantProfiles';
import { recurring } from './recurring';
import type { AttemptCounter, Clock, JobQueue, Logger, Mailer, UnitOfWork } from './platform/ports';
import { DocumentCipherAesGcm } from './applications/adapters/DocumentCipherAesGcm';
import { DocumentWatermarkPdfLib } from './applications/adapters/DocumentWatermarkPdfLib';

/** Applications for a flat: the tenant profile, the applicant's encrypted documents, the landlord's board. */
export function composeApplications(deps: {
  uow: UnitOfWork;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
  jobs: JobQueue;
  messages: ApplicantMessages;
  documentKeys: DocumentKey[];
  publicUrl: string;
  attempts: AttemptCounter;
  /** Work to do when the server closes (the documents' worker thread). */
  onClose: (close: () => Promise<void>) => void;
}) {
  const { uow, clock, log } = deps;
  const cipher = new DocumentCipherAesGcm(deps.documentKeys);
  const watermark = new DocumentWatermarkPdfLib();
  deps.onClose(() => watermark.close());
  const forgetApplications = new ForgetApplications({ uow, clock, log });
  recurring(deps.jobs, [[60, 'forget-applications', () => forgetApplications.execute()]]);
  return {
    tenantProfiles: new TenantProfiles({ uow, clock }),
    tenantDocuments: new TenantDocuments({ uow, clock, cipher, watermark, attempts: deps.attempts }),
    applyForFlat: new ApplyForFlatHandler({ uow, clock, messages: deps.messages, log }),
    shareWithLandlord: new ShareWithLandlord({ uow, clock }),
    readApplications: new ReadApplications({ uow, clock }),
    moveApplicant: new MoveApplicant({ uow, clock, messages: deps.messages, log }),
    setApplicationWindow: new SetApplicationWindow({ uow, clock }),
    requestDocuments: new RequestDocuments({ uow, clock, mailer: deps.mailer, publicUrl: deps.publicUrl }),
    readRentControlStatement: new ReadRentControlStatement({ uow, pdf: new StatementPdfLib() }),
    openSharedDocument: new OpenSharedDocument({ uow, clock, cipher, watermark, log }),
    forgetApplications,
    applicationsExport: new ApplicationsExport({ uow }),
  };
}
