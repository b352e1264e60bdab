import { ContainerModule } from 'inversify';
import { AccountApi } from '../../application/account/ports';
import { SessionState, SessionStore } from '../../application/auth/ports';
import { ChangePassword } from '../../application/account/ChangePassword';
import { DeleteAccount } from '../../application/account/DeleteAccount';
import { UpdateProfile } from '../../application/account/UpdateProfile';
import { Logout } from '../../application/auth/Logout';
import { SiteApi } from '../../application/site/ports';
import { LoadOperatorInfo } from '../../application/site/LoadOperatorInfo';
import { AccountApiHttp } from '../http/AccountApiHttp';
import { SiteApiHttp } from '../http/SiteApiHttp';

export function accountModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AccountApi).to(AccountApiHttp).inSingletonScope();
    bind(UpdateProfile).toDynamicValue((c) => new UpdateProfile(c.get(AccountApi), c.get(SessionStore), c.get(SessionState)));
    bind(ChangePassword).toDynamicValue((c) => new ChangePassword(c.get(AccountApi), c.get(SessionStore), c.get(SessionState)));
    bind(DeleteAccount).toDynamicValue((c) => new DeleteAccount(c.get(AccountApi), c.get(Logout)));
    bind(SiteApi).to(SiteApiHttp).inSingletonScope();
    // One instance: it caches the operator data for every legal page.
    bind(LoadOperatorInfo).toDynamicValue((c) => new LoadOperatorInfo(c.get(SiteApi))).inSingletonScope();
  });
}
