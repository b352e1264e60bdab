import { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/ports';
import { accountModule } from './accountModule';
import { adminModule } from './adminModule';
import { adsModule } from './adsModule';
import { authModule } from './authModule';
import { packagesModule } from './packagesModule';
import { paymentsModule } from './paymentsModule';
import { sharedModule } from './sharedModule';

export interface ContainerEnvironment {
  config: AppConfig;
  storage: Storage;
}

/** The composition root's container. Presenters are autobound: each `container.get(P)` makes a new one. */
export function createContainer({ config, storage }: ContainerEnvironment): Container {
  const container = new Container({ autobind: true });
  container.load(sharedModule(config), authModule(storage, config.firebase), packagesModule(), adminModule(), adsModule(storage), accountModule(), paymentsModule());
  return container;
}
