import type { Downloads } from '../shared/ports';
import type { PaymentsApi } from './ports';

export class DownloadReceipt {
  constructor(
    private readonly api: PaymentsApi,
    private readonly downloads: Downloads,
  ) {}

  async execute(paymentId: string, language: 'de' | 'en'): Promise<void> {
    const { filename, content } = await this.api.receipt(paymentId, language);
    this.downloads.save(filename, content);
  }
}
