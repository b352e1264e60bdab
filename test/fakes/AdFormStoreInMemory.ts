import type { AdFormProgress, AdFormStore } from '../../src/application/ads/ports';

export class AdFormStoreInMemory implements AdFormStore {
  progress: AdFormProgress | null = null;
  plan: { packageId: string } | null = null;

  readProgress(): AdFormProgress | null {
    return this.progress;
  }

  saveProgress(progress: AdFormProgress): void {
    this.progress = progress;
  }

  readPlan(): { packageId: string } | null {
    return this.plan;
  }

  savePlan(plan: { packageId: string }): void {
    this.plan = plan;
  }

  clear(): void {
    this.progress = null;
    this.plan = null;
  }
}
