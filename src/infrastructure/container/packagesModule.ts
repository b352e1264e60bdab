import { ContainerModule } from 'inversify';
import { PackagesApi } from '../../application/packages/ports';
import { Logger } from '../../application/shared/ports';
import { LoadPackages } from '../../application/packages/LoadPackages';
import { PackagesApiHttp } from '../http/PackagesApiHttp';

export function packagesModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PackagesApi).to(PackagesApiHttp).inSingletonScope();
    bind(LoadPackages).toDynamicValue((c) => new LoadPackages(c.get(PackagesApi), c.get(Logger)));
  });
}
