/** Stable error codes shared by the API and the client (docs/decisions.md §2). The client translates by code. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'ACCOUNT_BLOCKED',
  'EMAIL_TAKEN',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'AD_GONE',
  'CONFLICT',
  'RATE_LIMITED',
  /** Quotas: each says how long to wait, which a generic "too many requests" cannot. */
  'AD_QUOTA_REACHED',
  'UPLOAD_QUOTA_REACHED',
  'MAIL_QUOTA_REACHED',
  /** The Merkliste holds as many ads as it can. */
  'FAVORITES_FULL',
  /** An account keeps at most MAX_SAVED_SEARCHES saved searches. */
  'SAVED_SEARCHES_FULL',
  /** Messages: too many in a short time; blocked between the two people; the other person's account is gone. */
  'MESSAGE_QUOTA_REACHED',
  'SELLER_BUSY',
  'TRADER_ADS_ONLINE',
  'CONVERSATION_BLOCKED',
  'CONVERSATION_CLOSED',
  'IMAGE_TOO_LARGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NO_CREDITS',
  /** A commercial seller publishes once their trader details are complete and certified (§ 5 DDG, DSA Art. 30). */
  'TRADER_DETAILS_MISSING',
  /** Complaints (DSA Art. 20): once per decision, within six months, not against a reversed one; answered by another. */
  'ALREADY_COMPLAINED',
  'COMPLAINT_PERIOD_OVER',
  'DECISION_REVERSED',
  'SAME_MODERATOR',
  'ALREADY_ANSWERED',
  /** A resolved report's outcome stands (its reporter was told); only its note changes. */
  'REPORT_RESOLVED',
  /** Phone confirmation: codes by SMS per account and hour; a number shown on ads must be confirmed first. */
  'SMS_QUOTA_REACHED',
  'PHONE_NOT_VERIFIED',
  /** Viewings: a slot is full or was cancelled; it began (no more booking or moving), or has not (no attendance yet). */
  'SLOT_FULL',
  'SLOT_CANCELLED',
  'VIEWING_BEGUN',
  'VIEWING_NOT_BEGUN',
  'TOO_MANY_SLOTS',
  /**
   * Applications: write to the landlord first; once per flat; closed once a tenant was accepted; documents are shared
   * only when asked for, and asked for from shortlisted applicants only; 20 documents per person.
   */
  'CONTACT_FIRST',
  'ALREADY_APPLIED',
  'APPLICATIONS_CLOSED',
  'RENT_CONTROL_NOT_DISCLOSED',
  'DOCUMENTS_NOT_REQUESTED',
  'NOT_SHORTLISTED',
  'DOCUMENTS_FULL',
  /** Web Push is not set up on this server (production without VAPID keys): no device can be added. */
  'PUSH_NOT_CONFIGURED',
  /** OpenImmo: transfers are for commercial accounts; a file that cannot be read as one is refused whole. */
  'TRADERS_ONLY',
  'TRANSFER_REFUSED',
  'PAYMENT_FAILED',
  'NETWORK_ERROR',
  'TIMEOUT',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type FieldErrorCode =
  | 'required'
  | 'invalid'
  | 'too_short'
  | 'too_long'
  | 'mismatch'
  | 'taken'
  | 'unchanged'
  // A date after today, or of something no longer valid (an energy certificate older than ten years).
  | 'future'
  | 'expired'
  // A landline where a mobile number must receive a code by SMS.
  | 'not_mobile'
  // A commission asked of tenants (§ 2 Abs. 1a WoVermittG).
  | 'tenant_commission'
  // A buyer's commission the seller does not match (§ 656c BGB).
  | 'seller_pays_same';

export interface FieldError {
  field: string;
  code: FieldErrorCode;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class ValidationError extends DomainError {
  constructor(fieldErrors: FieldError[]) {
    super('VALIDATION_FAILED', fieldErrors.map((e) => `${e.field}: ${e.message}`).join('; '), fieldErrors);
    this.name = 'ValidationError';
  }
}
