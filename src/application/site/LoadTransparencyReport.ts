import type { TransparencyPeriod } from '../../domain/decisions';
import type { SiteApi } from './ports';

/** The transparency report per half-year, newest first. */
export class LoadTransparencyReport {
  constructor(private readonly api: SiteApi) {}

  execute(): Promise<TransparencyPeriod[]> {
    return this.api.transparency();
  }
}
