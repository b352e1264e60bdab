import type { Downloads } from '../shared/ports';
import type { OpenImmoApi } from './ports';

/** The trader's ads as an OpenImmo ZIP, saved like any download (for another portal, or back into their software). */
export class DownloadOpenImmoStock {
  constructor(
    private readonly api: OpenImmoApi,
    private readonly downloads: Downloads,
  ) {}

  async execute(): Promise<void> {
    const { filename, content } = await this.api.exportStock();
    this.downloads.save(filename, content);
  }
}
