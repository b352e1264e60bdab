import type { TransferReport } from '../../domain/openImmo';
import type { OpenImmoApi } from './ports';

/** The reports of the account's last transfers, newest first, and its OpenImmo settings. */
export class LoadOpenImmoTransfers {
  constructor(private readonly api: OpenImmoApi) {}

  /** The reports and where enquiries are mailed, together (the page shows both). */
  async execute(): Promise<{ transfers: TransferReport[]; feedbackEmail: string | null }> {
    const [transfers, settings] = await Promise.all([this.api.list(), this.api.settings()]);
    return { transfers, feedbackEmail: settings.feedbackEmail };
  }
}
