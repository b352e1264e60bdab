import type { AdminAction } from '../../domain/adminAction';
import type { ModerationApi } from './ports';

/** Who did what in the administration, newest first. */
export class LoadAuditLog {
  constructor(private readonly api: ModerationApi) {}

  execute(): Promise<AdminAction[]> {
    return this.api.auditLog();
  }
}
