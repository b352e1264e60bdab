import type { sessions } from '../infrastructure/db/schema/users';

/** A signed-in browser or app (the access token's jti). */
export type SessionRecord = (typeof sessions)['$inferSelect'];
