import type { Downloads } from '../shared/ports';
import type { AccountApi } from './ports';

/** The data export (DSGVO Art. 15, 20): one JSON file with everything kept about the person, saved as a download. */
export class ExportMyData {
  constructor(
    private readonly api: AccountApi,
    private readonly downloads: Downloads,
  ) {}

  async execute(): Promise<void> {
    const { filename, content } = await this.api.exportData();
    this.downloads.save(filename, content);
  }
}
