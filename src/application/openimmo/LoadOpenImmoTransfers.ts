import type { TransferReport } from '../../domain/openImmo';
import type { OpenImmoApi } from './ports';

/** The reports of the account's last transfers, newest first. */
export class LoadOpenImmoTransfers {
  constructor(private readonly api: OpenImmoApi) {}

  execute(): Promise<TransferReport[]> {
    return this.api.list();
  }
}
