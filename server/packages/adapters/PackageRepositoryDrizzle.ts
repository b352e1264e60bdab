import { asc, eq, max } from 'drizzle-orm';
import type { PackageRecord } from '../domain/package';
import type { PackageRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { packages } from '../../platform/db/schema';

export class PackageRepositoryDrizzle implements PackageRepository {
  constructor(private readonly db: Database) {}

  listActive(): Promise<PackageRecord[]> {
    return this.db
      .select()
      .from(packages)
      .where(eq(packages.active, true))
      .orderBy(asc(packages.sortOrder), asc(packages.id));
  }

  async findById(id: string): Promise<PackageRecord | null> {
    const [row] = await this.db.select().from(packages).where(eq(packages.id, id));
    return row ?? null;
  }

  async upsert(pkg: PackageRecord): Promise<void> {
    await this.db.insert(packages).values(pkg).onConflictDoUpdate({ target: packages.id, set: pkg });
  }

  async maxImages(): Promise<number> {
    const [row] = await this.db
      .select({ n: max(packages.maxImages) })
      .from(packages)
      .where(eq(packages.active, true));
    return row?.n ?? 10;
  }
}
