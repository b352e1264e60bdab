import type { ServiceIdentifier } from 'inversify';
import type { Package } from '../../domain/package';

export interface PackagesApi {
  /** GET /package/getAllPackages: data.data is the array. */
  getAll(): Promise<Package[]>;
}
export const PackagesApi = Symbol.for('PackagesApi') as ServiceIdentifier<PackagesApi>;
