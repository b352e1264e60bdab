import { makeAutoObservable } from 'mobx';
import type { AdFormStore, CreditBalance } from '../../../../application/ads/ports';
import type { SellerDetails } from '../../../../domain/trader';

/**
 * What publishing needs: the owner's credits and the package whose credit it spends, and whom the owner sells as (a
 * trader with incomplete details cannot publish). The choice of package is kept across a reload (the form's store)
 * while the owner still holds a credit of it; otherwise the first one.
 */
export class PlanChoice {
  credits: CreditBalance[] = [];
  packageId: string | null = null;
  /** Whom the owner sells as (null until loaded). */
  seller: SellerDetails | null = null;

  constructor(private readonly store: AdFormStore) {
    makeAutoObservable<this, 'store'>(this, { store: false });
  }

  /** The choice kept by the form's store, before the credits are known. */
  restore(): void {
    this.packageId = this.store.readPlan()?.packageId ?? null;
  }

  /** The credits as loaded; a kept choice without a credit left falls back to the first package held. */
  loaded(credits: CreditBalance[], seller: SellerDetails): void {
    this.credits = credits;
    this.seller = seller;
    if (!this.packageId || !credits.some((c) => c.packageId === this.packageId))
      this.packageId = credits[0]?.packageId ?? null;
  }

  choose(packageId: string): void {
    this.packageId = packageId;
    this.store.savePlan({ packageId });
  }

  /** Publishing spends a credit: without one, the plan step cannot go on. */
  get hasCredit(): boolean {
    return this.credits.length > 0;
  }

  /** A trader publishes once their Anbieter-Impressum is complete (the server refuses otherwise). */
  get sellerMustComplete(): boolean {
    return this.seller !== null && !this.seller.canPublish;
  }

  get canPublish(): boolean {
    return this.hasCredit && !this.sellerMustComplete;
  }
}
