import type { adminActions } from './tables';

/** An audit log entry: the table's row without its write order (which only sorts the log). */
export type AdminActionRecord = Omit<(typeof adminActions)['$inferSelect'], 'seq'>;

/** The audit log: written in the same transaction as the action it records, so neither exists without the other. */
export interface AuditLogRepository {
  record(entry: Omit<AdminActionRecord, 'id'>): Promise<void>;
  /** Newest first. */
  latest(limit: number): Promise<AdminActionRecord[]>;
}

/** One calendar week (Monday to Sunday, German time) of the marketplace's growth. */
export interface WeekFigures {
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string;
  newUsers: number;
  newAds: number;
  revenueCents: number;
}

export interface WeeklyFiguresRepository {
  /** Weeks from the one holding `from` on that have any figure, oldest first. */
  since(from: Date): Promise<WeekFigures[]>;
}
