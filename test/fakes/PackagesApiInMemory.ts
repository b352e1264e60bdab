import type { Package } from '../../src/domain/package';
import type { PackagesApi } from '../../src/application/packages/ports';

export const SAMPLE_PACKAGES: Package[] = [
  {
    id: 'basis',
    name: { de: 'Basis', en: 'Basic' },
    description: { de: 'Eine Anzeige', en: 'One ad' },
    priceCents: 990,
    currency: 'EUR',
    adCredits: 1,
    durationDays: 30,
    featured: false,
    maxImages: 10,
    active: true,
  },
];

export class PackagesApiInMemory implements PackagesApi {
  packages: Package[] = SAMPLE_PACKAGES;
  failure: Error | null = null;
  /** When set, getAll waits for it: lets a test observe the loading state. */
  gate: Promise<void> | null = null;
  calls = 0;

  async getAll(): Promise<Package[]> {
    this.calls++;
    if (this.gate) await this.gate;
    if (this.failure) throw this.failure;
    return this.packages;
  }
}
