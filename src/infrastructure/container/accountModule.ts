import { ContainerModule } from 'inversify';
import { AccountApi, DecisionsApi, PhoneApi, SellerDetailsApi } from '../../application/account/ports';
import { PhoneApiHttp } from '../http/PhoneApiHttp';
import { ConfirmPhone } from '../../application/account/ConfirmPhone';
import { ShowPhone } from '../../application/account/ShowPhone';
import { DecisionsApiHttp } from '../http/DecisionsApiHttp';
import { LoadDecision } from '../../application/account/LoadDecision';
import { LoadMyDecisions } from '../../application/account/LoadMyDecisions';
import { LodgeComplaint } from '../../application/account/LodgeComplaint';
import { LoadSellerDetails } from '../../application/account/LoadSellerDetails';
import { SaveSellerDetails } from '../../application/account/SaveSellerDetails';
import { SellerDetailsApiHttp } from '../http/SellerDetailsApiHttp';
import { LoadNotificationSettings } from '../../application/account/LoadNotificationSettings';
import { SaveNotificationSettings } from '../../application/account/SaveNotificationSettings';
import { SessionsApi, SessionState, SessionStore } from '../../application/auth/ports';
import { ChangePassword } from '../../application/account/ChangePassword';
import { DeleteAccount } from '../../application/account/DeleteAccount';
import { EndOtherSessions } from '../../application/account/EndOtherSessions';
import { EndSession } from '../../application/account/EndSession';
import { ListSessions } from '../../application/account/ListSessions';
import { UpdateProfile } from '../../application/account/UpdateProfile';
import { ChangeEmail } from '../../application/account/ChangeEmail';
import { ExportMyData } from '../../application/account/ExportMyData';
import { AppConfig, Downloads } from '../../application/shared/ports';
import { BrowserPush, PushApi, ThisDevice } from '../../application/device/ports';
import { TurnOnPush } from '../../application/device/TurnOnPush';
import { TurnOffPush } from '../../application/device/TurnOffPush';
import { LoadPushSettings } from '../../application/device/LoadPushSettings';
import { SavePushSettings } from '../../application/device/SavePushSettings';
import { PushApiHttp } from '../http/PushApiHttp';
import { BrowserPushServiceWorker } from '../pwa/BrowserPushServiceWorker';
import { ThisDeviceLocalStorage } from '../storage/ThisDeviceLocalStorage';
import { Logout } from '../../application/auth/Logout';
import { AccountApiHttp } from '../http/AccountApiHttp';

/** The profile screen's use cases (feature area "account"); SessionsApi comes from the session module. */
export function accountModule(storage: Storage): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // Push on this device and the person's devices (issue 46): the profile's section.
    bind(PushApi).to(PushApiHttp).inSingletonScope();
    bind(BrowserPush).toConstantValue(new BrowserPushServiceWorker());
    bind(ThisDevice).toConstantValue(new ThisDeviceLocalStorage(storage));
    bind(TurnOnPush).toDynamicValue(
      (c) => new TurnOnPush(c.get(BrowserPush), c.get(PushApi), c.get(ThisDevice), c.get(AppConfig).pushPublicKey),
    );
    bind(TurnOffPush).toDynamicValue((c) => new TurnOffPush(c.get(BrowserPush), c.get(PushApi), c.get(ThisDevice)));
    bind(LoadPushSettings).toDynamicValue(
      (c) => new LoadPushSettings(c.get(PushApi), c.get(BrowserPush), c.get(ThisDevice)),
    );
    bind(SavePushSettings).toDynamicValue((c) => new SavePushSettings(c.get(PushApi)));
    bind(AccountApi).to(AccountApiHttp).inSingletonScope();
    bind(SellerDetailsApi).to(SellerDetailsApiHttp).inSingletonScope();
    bind(DecisionsApi).to(DecisionsApiHttp).inSingletonScope();
    bind(PhoneApi).to(PhoneApiHttp).inSingletonScope();
    bind(ConfirmPhone).toDynamicValue((c) => new ConfirmPhone(c.get(PhoneApi)));
    bind(ShowPhone).toDynamicValue((c) => new ShowPhone(c.get(PhoneApi)));
    bind(LoadDecision).toDynamicValue((c) => new LoadDecision(c.get(DecisionsApi)));
    bind(LoadMyDecisions).toDynamicValue((c) => new LoadMyDecisions(c.get(DecisionsApi)));
    bind(LodgeComplaint).toDynamicValue((c) => new LodgeComplaint(c.get(DecisionsApi)));
    bind(LoadSellerDetails).toDynamicValue((c) => new LoadSellerDetails(c.get(SellerDetailsApi)));
    bind(SaveSellerDetails).toDynamicValue((c) => new SaveSellerDetails(c.get(SellerDetailsApi)));
    bind(LoadNotificationSettings).toDynamicValue((c) => new LoadNotificationSettings(c.get(AccountApi)));
    bind(SaveNotificationSettings).toDynamicValue((c) => new SaveNotificationSettings(c.get(AccountApi)));
    bind(UpdateProfile).toDynamicValue(
      (c) => new UpdateProfile(c.get(AccountApi), c.get(SessionStore), c.get(SessionState)),
    );
    bind(ChangeEmail).toDynamicValue(
      (c) => new ChangeEmail(c.get(AccountApi), c.get(SessionStore), c.get(SessionState)),
    );
    bind(ChangePassword).toDynamicValue(
      (c) => new ChangePassword(c.get(AccountApi), c.get(SessionStore), c.get(SessionState)),
    );
    bind(DeleteAccount).toDynamicValue((c) => new DeleteAccount(c.get(AccountApi), c.get(Logout)));
    bind(ExportMyData).toDynamicValue((c) => new ExportMyData(c.get(AccountApi), c.get(Downloads)));
    bind(ListSessions).toDynamicValue((c) => new ListSessions(c.get(SessionsApi)));
    bind(EndSession).toDynamicValue((c) => new EndSession(c.get(SessionsApi)));
    bind(EndOtherSessions).toDynamicValue((c) => new EndOtherSessions(c.get(SessionsApi)));
  });
}
