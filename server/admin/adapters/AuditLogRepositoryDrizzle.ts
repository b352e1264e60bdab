import { desc } from 'drizzle-orm';
import type { AdminActionRecord, AuditLogRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { adminActions } from '../../platform/db/schema';

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
