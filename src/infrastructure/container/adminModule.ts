import { ContainerModule } from 'inversify';
import { ComplaintsApi, DeliveryApi, ModerationApi, ReportsApi, UsersApi } from '../../application/admin/ports';
import { LoadDeadLetters } from '../../application/admin/LoadDeadLetters';
import { RetryDeadLetter } from '../../application/admin/RetryDeadLetter';
import { DeliveryApiHttp } from '../http/DeliveryApiHttp';
import { LoadReportedMessages } from '../../application/admin/LoadReportedMessages';
import { LoadReports } from '../../application/admin/LoadReports';
import { UpdateReport } from '../../application/admin/UpdateReport';
import { ReportsApiHttp } from '../http/ReportsApiHttp';
import { ApproveAd } from '../../application/admin/ApproveAd';
import { ListUsers } from '../../application/admin/ListUsers';
import { LoadAdminStats } from '../../application/admin/LoadAdminStats';
import { LoadAuditLog } from '../../application/admin/LoadAuditLog';
import { TakeDownAd } from '../../application/admin/TakeDownAd';
import { LoadLatestUsers } from '../../application/admin/LoadLatestUsers';
import { LoadModerationQueue } from '../../application/admin/LoadModerationQueue';
import { LoadRiskOutcomes } from '../../application/admin/LoadRiskOutcomes';
import { LoadComplaints } from '../../application/admin/LoadComplaints';
import { AnswerComplaint } from '../../application/admin/AnswerComplaint';
import { ComplaintsApiHttp } from '../http/ComplaintsApiHttp';
import { RejectAd } from '../../application/admin/RejectAd';
import { RequestAdChanges } from '../../application/admin/RequestAdChanges';
import { LoadWeeklyFigures } from '../../application/admin/LoadWeeklyFigures';
import { UpdateUser } from '../../application/admin/UpdateUser';
import { ModerationApiHttp } from '../http/ModerationApiHttp';
import { UsersApiHttp } from '../http/UsersApiHttp';

/** The admin dashboard's and the report queue's use cases (feature area "admin"). */
export function adminModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(UsersApi).to(UsersApiHttp).inSingletonScope();
    bind(ModerationApi).to(ModerationApiHttp).inSingletonScope();
    bind(ComplaintsApi).to(ComplaintsApiHttp).inSingletonScope();
    bind(LoadComplaints).toDynamicValue((c) => new LoadComplaints(c.get(ComplaintsApi)));
    bind(AnswerComplaint).toDynamicValue((c) => new AnswerComplaint(c.get(ComplaintsApi)));
    bind(LoadLatestUsers).toDynamicValue((c) => new LoadLatestUsers(c.get(UsersApi)));
    bind(ListUsers).toDynamicValue((c) => new ListUsers(c.get(UsersApi)));
    bind(UpdateUser).toDynamicValue((c) => new UpdateUser(c.get(UsersApi)));
    bind(LoadAdminStats).toDynamicValue((c) => new LoadAdminStats(c.get(ModerationApi)));
    bind(LoadAuditLog).toDynamicValue((c) => new LoadAuditLog(c.get(ModerationApi)));
    bind(TakeDownAd).toDynamicValue((c) => new TakeDownAd(c.get(ModerationApi)));
    bind(LoadModerationQueue).toDynamicValue((c) => new LoadModerationQueue(c.get(ModerationApi)));
    bind(LoadRiskOutcomes).toDynamicValue((c) => new LoadRiskOutcomes(c.get(ModerationApi)));
    bind(ApproveAd).toDynamicValue((c) => new ApproveAd(c.get(ModerationApi)));
    bind(RejectAd).toDynamicValue((c) => new RejectAd(c.get(ModerationApi)));
    bind(RequestAdChanges).toDynamicValue((c) => new RequestAdChanges(c.get(ModerationApi)));
    bind(LoadWeeklyFigures).toDynamicValue((c) => new LoadWeeklyFigures(c.get(ModerationApi)));
    bind(ReportsApi).to(ReportsApiHttp).inSingletonScope();
    bind(LoadReports).toDynamicValue((c) => new LoadReports(c.get(ReportsApi)));
    bind(LoadReportedMessages).toDynamicValue((c) => new LoadReportedMessages(c.get(ReportsApi)));
    bind(UpdateReport).toDynamicValue((c) => new UpdateReport(c.get(ReportsApi)));
    bind(DeliveryApi).to(DeliveryApiHttp).inSingletonScope();
    bind(LoadDeadLetters).toDynamicValue((c) => new LoadDeadLetters(c.get(DeliveryApi)));
    bind(RetryDeadLetter).toDynamicValue((c) => new RetryDeadLetter(c.get(DeliveryApi)));
  });
}
