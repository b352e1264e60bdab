export type CodePurpose = 'activation' | 'reset' | 'email_change';

/** A mailed one-time code (docs/decisions.md §2): stored hashed, 10 minutes, single use, at most 5 wrong tries. */
export interface CodeRecord {
  id: string;
  userId: string;
  purpose: CodePurpose;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  verifiedAt: Date | null;
  resetTokenHash: string | null;
  /** The address the code was mailed to when it is not the account's (an e-mail change's new address). */
  target: string | null;
  usedAt: Date | null;
  createdAt: Date;
}
