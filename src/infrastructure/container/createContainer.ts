import { Container } from 'inversify';
import { FeatureAreas, type AppConfig } from '../../application/shared/ports';
import { FeatureAreasInversify, type AreaModuleLoaders } from './FeatureAreasInversify';
import { favoritesModule } from './favoritesModule';
import { packagesModule } from './packagesModule';
import { publicAdsModule } from './publicAdsModule';
import { sessionModule } from './sessionModule';
import { sharedModule } from './sharedModule';
import { siteModule } from './siteModule';
import { deviceModule } from './deviceModule';
import { WaitingMessages } from '../../application/messages/ports';
import { WaitingMessagesLazy } from '../offline/WaitingMessagesLazy';

export interface ContainerEnvironment {
  config: AppConfig;
  storage: Storage;
}

/**
 * The composition root's container. Presenters are autobound: each `container.get(P)` makes a new one.
 * What the shell and the landing page need is bound at once; each other area is its own chunk, loaded into the
 * container by FeatureAreas when a screen that needs it opens.
 */
export function createContainer({ config, storage }: ContainerEnvironment): Container {
  const container = new Container({ autobind: true });
  container.load(
    sharedModule(config),
    sessionModule(storage, config.firebase),
    packagesModule(),
    publicAdsModule(),
    siteModule(),
    favoritesModule(storage),
    deviceModule(),
  );
  const loaders: AreaModuleLoaders = {
    auth: () => import('./authModule').then((m) => m.authModule(storage)),
    ads: () => import('./adsModule').then((m) => m.adsModule(storage)),
    account: () => import('./accountModule').then((m) => m.accountModule(storage)),
    admin: () => import('./adminModule').then((m) => m.adminModule()),
    payments: () => import('./paymentsModule').then((m) => m.paymentsModule()),
    searches: () => import('./savedSearchesModule').then((m) => m.savedSearchesModule()),
    messages: () => import('./messagesModule').then((m) => m.messagesModule(storage)),
    viewings: () => import('./viewingsModule').then((m) => m.viewingsModule()),
  };
  const areas = new FeatureAreasInversify(container, loaders);
  container.bind(FeatureAreas).toConstantValue(areas);
  container.bind(WaitingMessages).toConstantValue(
    new WaitingMessagesLazy(storage, async () => {
      const [, { SendQueuedMessages }] = await Promise.all([
        areas.load(['messages']),
        import('../../application/messages/SendQueuedMessages'),
      ]);
      return container.get(SendQueuedMessages);
    }),
  );
  return container;
}
