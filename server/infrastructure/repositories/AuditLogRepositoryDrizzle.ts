import { desc } from 'drizzle-orm';
import type { AdminActionRecord, AuditLogRepository } from '../../application/admin/ports';
import type { Database } from '../db/database';
import { adminActions } from '../db/schema';

export class AuditLogRepositoryDrizzle implements AuditLogRepository {
  constructor(private readonly db: Database) {}

  async record(entry: Omit<AdminActionRecord, 'id'>): Promise<void> {
    await this.db.insert(adminActions).values(entry);
  }

  async latest(limit: number): Promise<AdminActionRecord[]> {
    const rows = await this.db.select().from(adminActions).orderBy(desc(adminActions.seq)).limit(limit);
    return rows.map(({ seq: _seq, ...entry }) => entry);
  }
}
