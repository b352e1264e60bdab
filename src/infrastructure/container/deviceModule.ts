import { ContainerModule } from 'inversify';
import { AppInstallation, AppUpdates, Connectivity } from '../../application/device/ports';
import { AppInstallationBrowser } from '../pwa/AppInstallationBrowser';
import { AppUpdatesWorkbox } from '../pwa/AppUpdatesWorkbox';
import { ConnectivityBrowser } from '../pwa/ConnectivityBrowser';

/**
 * What the shell of every page shows about this device (issue 46): the connection, a waiting update, the installable
 * app. Small and free of the service worker's library, which AppUpdatesWorkbox loads once the app has started.
 */
export function deviceModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Connectivity).toConstantValue(new ConnectivityBrowser());
    bind(AppUpdates).toConstantValue(new AppUpdatesWorkbox());
    bind(AppInstallation).toConstantValue(new AppInstallationBrowser());
  });
}
