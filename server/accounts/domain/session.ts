import type { sessions } from '../tables';

/** A signed-in browser or app (the access token's jti). */
export type SessionRecord = (typeof sessions)['$inferSelect'];
