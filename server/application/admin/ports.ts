import type { AdminActionKind } from '../../../src/domain/adminAction';

export interface AdminActionRecord {
  id: string;
  adminId: string | null;
  adminEmail: string;
  action: AdminActionKind;
  targetId: string;
  targetLabel: string;
  detail: string;
  createdAt: Date;
}

/** The audit log: written in the same transaction as the action it records, so neither exists without the other. */
export interface AuditLogRepository {
  record(entry: Omit<AdminActionRecord, 'id'>): Promise<void>;
  /** Newest first. */
  latest(limit: number): Promise<AdminActionRecord[]>;
}
