/**
 * The database schema, one file per area under ./schema (drizzle-kit reads this file: `npm run db:generate`).
 */
export * from './schema/users';
export * from './schema/ads';
export * from './schema/packages';
export * from './schema/places';
export * from './schema/payments';
export * from './schema/favorites';
export * from './schema/savedSearches';
export * from './schema/messages';
export * from './schema/reports';
export * from './schema/audit';
export * from './schema/stats';
export * from './schema/map';
export * from './schema/risk';
export * from './schema/decisions';
export * from './schema/viewings';
export * from './schema/applications';
export * from './schema/push';
