import type { packages } from '../tables';
/** A package as stored: the packages table's row. */
export type PackageRecord = (typeof packages)['$inferSelect'];
