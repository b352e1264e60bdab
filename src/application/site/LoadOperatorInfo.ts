import type { OperatorInfo, SiteApi } from './ports';

export class LoadOperatorInfo {
  private cached: Promise<OperatorInfo> | null = null;

  constructor(private readonly api: SiteApi) {}

  /** The operator does not change while the page is open: one request serves every legal page. */
  execute(): Promise<OperatorInfo> {
    this.cached ??= this.api.operator().catch((error: unknown) => {
      this.cached = null;
      throw error;
    });
    return this.cached;
  }
}
