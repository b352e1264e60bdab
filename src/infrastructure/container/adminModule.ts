import { ContainerModule } from 'inversify';
import { ModerationApi, UsersApi } from '../../application/admin/ports';
import { ApproveAd } from '../../application/admin/ApproveAd';
import { ListUsers } from '../../application/admin/ListUsers';
import { LoadAdminStats } from '../../application/admin/LoadAdminStats';
import { LoadLatestUsers } from '../../application/admin/LoadLatestUsers';
import { LoadModerationQueue } from '../../application/admin/LoadModerationQueue';
import { RejectAd } from '../../application/admin/RejectAd';
import { UpdateUser } from '../../application/admin/UpdateUser';
import { ModerationApiHttp } from '../http/ModerationApiHttp';
import { UsersApiHttp } from '../http/UsersApiHttp';

/** The admin dashboard's use cases (feature area "admin"). */
export function adminModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(UsersApi).to(UsersApiHttp).inSingletonScope();
    bind(ModerationApi).to(ModerationApiHttp).inSingletonScope();
    bind(LoadLatestUsers).toDynamicValue((c) => new LoadLatestUsers(c.get(UsersApi)));
    bind(ListUsers).toDynamicValue((c) => new ListUsers(c.get(UsersApi)));
    bind(UpdateUser).toDynamicValue((c) => new UpdateUser(c.get(UsersApi)));
    bind(LoadAdminStats).toDynamicValue((c) => new LoadAdminStats(c.get(ModerationApi)));
    bind(LoadModerationQueue).toDynamicValue((c) => new LoadModerationQueue(c.get(ModerationApi)));
    bind(ApproveAd).toDynamicValue((c) => new ApproveAd(c.get(ModerationApi)));
    bind(RejectAd).toDynamicValue((c) => new RejectAd(c.get(ModerationApi)));
  });
}
