/**
 * The database's whole schema: every feature's tables (server/<feature>/tables.ts). drizzle-kit reads this file
 * (`npm run db:generate`), and the database is opened with it.
 */
export * from '../../accounts/tables';
export * from '../../ads/tables';
export * from '../../packages/tables';
export * from '../../search/tables';
export * from '../../payments/tables';
export * from '../../favorites/tables';
export * from '../../savedSearches/tables';
export * from '../../messages/tables';
export * from '../../admin/tables';
export * from '../../moderation/tables';
export * from '../../viewings/tables';
export * from '../../applications/tables';
export * from '../../push/tables';
export * from '../../openimmo/tables';
