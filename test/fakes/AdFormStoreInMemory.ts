import type { AdFormProgress, AdFormStore, UnsavedAdInput } from '../../src/application/ads/ports';

export class AdFormStoreInMemory implements AdFormStore {
  progress: AdFormProgress | null = null;
  plan: { packageId: string } | null = null;
  input: UnsavedAdInput | null = null;

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

  readInput(): UnsavedAdInput | null {
    return this.input;
  }

  saveInput(input: UnsavedAdInput | null): void {
    // As localStorage keeps it: a JSON copy.
    this.input = input === null ? null : (JSON.parse(JSON.stringify(input)) as UnsavedAdInput);
  }

  clear(): void {
    this.progress = null;
    this.plan = null;
    this.input = null;
  }
}
