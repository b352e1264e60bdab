import type { packages } from '../infrastructure/db/schema/packages';
/** A package as stored: the packages table's row. */
export type PackageRecord = (typeof packages)['$inferSelect'];
