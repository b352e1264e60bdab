import { makeAutoObservable } from 'mobx';
import type { AdFormStore, CreditBalance } from '../../../../application/ads/ports';

/**
 * The ad form's plan step: the owner's credits and the package whose credit publishing spends. The choice is kept
 * across a reload (the form's store) while the owner still holds a credit of that package; otherwise the first one.
 */
export class PlanChoice {
  credits: CreditBalance[] = [];
  packageId: string | null = null;

  constructor(private readonly store: AdFormStore) {
    makeAutoObservable<this, 'store'>(this, { store: false });
  }

  /** The choice kept by the form's store, before the credits are known. */
  restore(): void {
    this.packageId = this.store.readPlan()?.packageId ?? null;
  }

  /** The credits as loaded; a kept choice without a credit left falls back to the first package held. */
  loaded(credits: CreditBalance[]): void {
    this.credits = credits;
    if (!this.packageId || !credits.some((c) => c.packageId === this.packageId))
      this.packageId = credits[0]?.packageId ?? null;
  }

  choose(packageId: string): void {
    this.packageId = packageId;
    this.store.savePlan({ packageId });
  }

  /** Publishing spends a credit: without one, the plan and review steps cannot publish. */
  get canPublish(): boolean {
    return this.credits.length > 0;
  }
}
