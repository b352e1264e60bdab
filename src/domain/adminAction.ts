/** What an admin can do that the audit log records. */
export const ADMIN_ACTIONS = [
  'user_blocked',
  'user_unblocked',
  'role_changed',
  'ad_approved',
  'ad_rejected',
  'ad_changes_requested',
  'ad_taken_down',
  /** Held for review by the risk assessment (no admin: an automated decision). */
  'ad_held',
  'report_updated',
  /** An internal complaint lodged by the person a decision concerns (no admin), and a moderator's answer to it. */
  'complaint_lodged',
  'complaint_upheld',
  'complaint_reversed',
  'dead_letter_retried',
] as const;
export type AdminActionKind = (typeof ADMIN_ACTIONS)[number];

/** One entry of the audit log: who did what to which user, ad or report, and when. */
export interface AdminAction {
  id: string;
  adminEmail: string;
  action: AdminActionKind;
  targetId: string;
  targetLabel: string;
  detail: string;
  createdAt: string;
}
