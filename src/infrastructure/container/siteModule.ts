import { ContainerModule } from 'inversify';
import { SiteApi } from '../../application/site/ports';
import { LoadOperatorInfo } from '../../application/site/LoadOperatorInfo';
import { SiteApiHttp } from '../http/SiteApiHttp';
import { LoadTransparencyReport } from '../../application/site/LoadTransparencyReport';

/** The operator data behind the legal pages, and the transparency report. */
export function siteModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SiteApi).to(SiteApiHttp).inSingletonScope();
    // One instance: it caches the operator data for every legal page.
    bind(LoadOperatorInfo)
      .toDynamicValue((c) => new LoadOperatorInfo(c.get(SiteApi)))
      .inSingletonScope();
    bind(LoadTransparencyReport).toDynamicValue((c) => new LoadTransparencyReport(c.get(SiteApi)));
  });
}
