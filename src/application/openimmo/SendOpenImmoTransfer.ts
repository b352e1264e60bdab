import { DomainError } from '../../domain/errors';
import type { TransferReport } from '../../domain/openImmo';
import { TRANSFER_UPLOAD_BYTES } from '../../domain/openImmoValues';
import type { OpenImmoApi } from './ports';

/**
 * Sends an agent's export (an OpenImmo ZIP or XML) to be imported. What cannot be one is refused here, before
 * megabytes travel: no file, a file of another kind, a file over the server's limit.
 */
export class SendOpenImmoTransfer {
  constructor(private readonly api: OpenImmoApi) {}

  async execute(
    file: (Blob & { name?: string }) | null,
    onProgress: (fraction: number) => void,
  ): Promise<TransferReport> {
    if (!file || file.size === 0)
      throw new DomainError('VALIDATION_FAILED', 'Choose a file', [
        { field: 'file', code: 'required', message: 'Choose an OpenImmo ZIP or XML file' },
      ]);
    if (file.name && !/\.(zip|xml)$/i.test(file.name))
      throw new DomainError('VALIDATION_FAILED', 'Not a ZIP or XML file', [
        { field: 'file', code: 'invalid', message: 'Choose an OpenImmo ZIP or XML file' },
      ]);
    if (file.size > TRANSFER_UPLOAD_BYTES)
      throw new DomainError('VALIDATION_FAILED', 'Too large', [
        { field: 'file', code: 'too_long', message: 'A transfer may have at most 64 MB' },
      ]);
    return this.api.send(file, onProgress);
  }
}
