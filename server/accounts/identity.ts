import type { UserRecord } from './domain/user';

/** Who is calling: the account and the session of the token. */
export interface Identity {
  user: UserRecord;
  sessionId: string;
}

export interface ActiveSession {
  id: string;
  userAgent: string;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
}
