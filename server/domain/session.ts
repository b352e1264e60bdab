/** A signed-in browser or app (the access token's jti). */
export interface SessionRecord {
  id: string;
  userId: string;
  userAgent: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}
