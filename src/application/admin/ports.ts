import type { ComplaintCase, ComplaintOutcome, DecisionGround } from '../../domain/decisions';
import type { WeekFigures } from '../../domain/adStats';
import type { ServiceIdentifier } from 'inversify';
import type { Ad } from '../../domain/ad';
import type { AdminAction } from '../../domain/adminAction';
import type { DeadLetter } from '../../domain/deadLetter';
import type { Report, ReportedMessage, ReportOutcome, ReportStatus } from '../../domain/report';
import type { Role, User } from '../../domain/user';
import type { ClassifierQuality, ModerationAd, RiskOutcome } from '../../domain/risk';

export interface LatestUsersAnswer {
  statusCode: number;
  data: User[];
}

export interface UserPage {
  items: User[];
  total: number;
  page: number;
  limit: number;
}

export interface UsersApi {
  latest(): Promise<LatestUsersAnswer>;
  list(query: { page: number; limit: number; q?: string }): Promise<UserPage>;
  update(
    id: string,
    change: { role?: Role; blocked?: boolean; reason?: string; ground?: DecisionGround },
  ): Promise<User>;
}
export const UsersApi = Symbol.for('UsersApi') as ServiceIdentifier<UsersApi>;

export interface AdminStats {
  users: number;
  activeAds: number;
  pendingAds: number;
  revenueCents: number;
}

export interface ModerationApi {
  stats(): Promise<AdminStats>;
  /** The ads waiting for a moderator's decision, oldest first, each with what the risk assessment found. */
  queue(): Promise<ModerationAd[]>;
  approve(id: string): Promise<Ad>;
  /** POST /admin/ads/:id/reject: with the ground the seller's statement of reasons names. */
  reject(id: string, reason: string, ground: DecisionGround): Promise<Ad>;
  /** POST /admin/ads/:id/request-changes: back to the owner with what to change; the edited ad returns to review. */
  requestChanges(id: string, reason: string): Promise<Ad>;
  /** POST /admin/ads/:id/take-down: one live ad offline, its owner told why. */
  takeDown(id: string, reason: string, ground: DecisionGround): Promise<Ad>;
  /** GET /admin/stats/weekly: new users, new ads and revenue per calendar week, oldest first. */
  weekly(weeks: number): Promise<WeekFigures[]>;
  /** GET /admin/audit: every admin action, newest first. */
  auditLog(): Promise<AdminAction[]>;
  /** GET /admin/risk/outcomes: per risk signal, the ads it held and how moderators decided them. */
  riskOutcomes(): Promise<RiskOutcome[]>;
  /** GET /admin/risk/classifier: what the signal learned from decisions knows, and its precision and recall. */
  riskClassifier(): Promise<ClassifierQuality>;
}
export const ModerationApi = Symbol.for('ModerationApi') as ServiceIdentifier<ModerationApi>;

/** Mail that could not be delivered: GET /admin/dead-letters, POST /admin/dead-letters/:id/retry. */
export interface DeliveryApi {
  deadLetters(): Promise<DeadLetter[]>;
  retry(id: string): Promise<void>;
}
export const DeliveryApi = Symbol.for('DeliveryApi') as ServiceIdentifier<DeliveryApi>;

/** The moderators' report queue (reported ads and conversations). */
export interface ReportsApi {
  /** GET /admin/reports?status=: oldest first. */
  list(status: ReportStatus | 'all'): Promise<Report[]>;
  /** GET /admin/reports/:id: with a reported conversation's messages. */
  get(id: string): Promise<{ report: Report; messages: ReportedMessage[] }>;
  /** PATCH /admin/reports/:id */
  update(id: string, change: { status?: ReportStatus; note?: string; outcome?: ReportOutcome }): Promise<Report>;
}
export const ReportsApi = Symbol.for('ReportsApi') as ServiceIdentifier<ReportsApi>;

/** Internal complaints (DSA Art. 20): the open ones, and a reasoned answer by a moderator who did not decide. */
export interface ComplaintsApi {
  /** GET /admin/complaints: oldest first, each saying whether I may answer it. */
  open(): Promise<ComplaintCase[]>;
  /** POST /admin/complaints/:id/answer: SAME_MODERATOR for the one who decided, ALREADY_ANSWERED when late. */
  answer(id: string, outcome: ComplaintOutcome, answer: string): Promise<ComplaintCase>;
}
export const ComplaintsApi = Symbol.for('ComplaintsApi') as ServiceIdentifier<ComplaintsApi>;
