import { count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { NewUser, UserPatch, UserRecord } from '../domain/user';
import type { UserRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { users } from '../../platform/db/schema';

type Row = typeof users.$inferSelect;

function toRecord(row: Row): UserRecord {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    phoneNumber: row.phoneNumber,
    phoneVerifiedAt: row.phoneVerifiedAt,
    showPhone: row.showPhone,
    img: row.img,
    role: row.role,
    passwordHash: row.passwordHash,
    activated: row.activated,
    blocked: row.blocked,
    tokenVersion: row.tokenVersion,
    language: row.language,
    notifyMessages: row.notifyMessages,
    notifyReminders: row.notifyReminders,
    notifyPriceDrops: row.notifyPriceDrops,
    newsletter: row.newsletter,
    pendingEmail: row.pendingEmail,
    accountKind: row.accountKind,
    trader: row.trader,
    traderCertifiedAt: row.traderCertifiedAt,
    createdAt: row.createdAt,
  };
}

/** LIKE wildcards in a search term are literal characters. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class UserRepositoryDrizzle implements UserRepository {
  constructor(private readonly db: Database) {}

  async lockForUpdate(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    return rows.length === 1;
  }

  async findManyById(ids: string[]): Promise<UserRecord[]> {
    if (ids.length === 0) return [];
    return (await this.db.select().from(users).where(inArray(users.id, ids))).map(toRecord);
  }

  async findById(id: string): Promise<UserRecord | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ? toRecord(row) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row ? toRecord(row) : null;
  }

  async create(user: NewUser): Promise<UserRecord> {
    const [row] = await this.db
      .insert(users)
      .values({ ...user, email: user.email.toLowerCase() })
      .returning();
    return toRecord(row!);
  }

  async update(id: string, patch: UserPatch): Promise<UserRecord | null> {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ? toRecord(row) : null;
  }

  async bumpTokenVersion(id: string): Promise<UserRecord | null> {
    const [row] = await this.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ? toRecord(row) : null;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }

  async latest(limit: number): Promise<UserRecord[]> {
    const rows = await this.db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit);
    return rows.map(toRecord);
  }

  async list(query: {
    offset: number;
    limit: number;
    q: string | null;
  }): Promise<{ items: UserRecord[]; total: number }> {
    const where = query.q
      ? or(
          ilike(users.email, likePattern(query.q)),
          ilike(sql`${users.name} || ' ' || ${users.lastname}`, likePattern(query.q)),
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { items: rows.map(toRecord), total: total?.n ?? 0 };
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(users);
    return row?.n ?? 0;
  }
}
