import type { CreditBalance, LedgerEntry } from './domain/ledger';
import type { PackageRecord } from './domain/package';

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

/** The records and rules this feature publishes with its port. */
export * from './domain/ledger';
export * from './domain/package';

/** How the API shows what this feature keeps, for the routes of every feature. */
export { toApiPackage } from './packageView';

/** What packages offer the other features (the seller's credits beside their ads). */
export type { ListCredits } from './ListCredits';
export type { ListPackages } from './ListPackages';
