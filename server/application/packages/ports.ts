import type { CreditBalance, LedgerEntry } from '../../domain/ledger';
import type { PackageRecord } from '../../domain/package';

export interface PackageRepository {
  listActive(): Promise<PackageRecord[]>;
  findById(id: string): Promise<PackageRecord | null>;
  upsert(pkg: PackageRecord): Promise<void>;
  maxImages(): Promise<number>;
}

export interface LedgerRepository {
  balances(userId: string): Promise<CreditBalance[]>;
  append(entry: LedgerEntry): Promise<void>;
  /** Serialises credit changes of one user within the current transaction. */
  lockUser(userId: string): Promise<void>;
}
