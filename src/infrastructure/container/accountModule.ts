import { ContainerModule } from 'inversify';
import { AccountApi } from '../../application/account/ports';
import { SessionState, SessionStore } from '../../application/auth/ports';
import { ChangePassword } from '../../application/account/ChangePassword';
import { DeleteAccount } from '../../application/account/DeleteAccount';
import { UpdateProfile } from '../../application/account/UpdateProfile';
import { Logout } from '../../application/auth/Logout';
import { AccountApiHttp } from '../http/AccountApiHttp';

/** The profile screen's use cases (feature area "account"). */
export function accountModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AccountApi).to(AccountApiHttp).inSingletonScope();
    bind(UpdateProfile).toDynamicValue((c) => new UpdateProfile(c.get(AccountApi), c.get(SessionStore), c.get(SessionState)));
    bind(ChangePassword).toDynamicValue((c) => new ChangePassword(c.get(AccountApi), c.get(SessionStore), c.get(SessionState)));
    bind(DeleteAccount).toDynamicValue((c) => new DeleteAccount(c.get(AccountApi), c.get(Logout)));
  });
}
