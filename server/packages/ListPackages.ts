import type { PackageRecord } from './domain/package';
import type { UnitOfWork } from '../platform/ports';

/** The packages on sale, for the price list and the checkout (read outside any transaction). */
export class ListPackages {
  constructor(private readonly deps: { uow: UnitOfWork<'packages'> }) {}

  execute(): Promise<PackageRecord[]> {
    return this.deps.uow.repos.packages.listActive();
  }
}
