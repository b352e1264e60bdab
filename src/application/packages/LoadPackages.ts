import type { Package } from '../../domain/package';
import type { Logger } from '../shared/ports';
import type { PackagesApi } from './ports';

export class LoadPackages {
  constructor(
    private readonly api: PackagesApi,
    private readonly logger: Logger,
  ) {}

  /** Never throws: on failure the list stays empty and only the console hears of it (spec §8). */
  async execute(): Promise<Package[]> {
    try {
      return await this.api.getAll();
    } catch (error) {
      this.logger.error('Network error while loading packages', error instanceof Error ? error.message : String(error));
      return [];
    }
  }
}
