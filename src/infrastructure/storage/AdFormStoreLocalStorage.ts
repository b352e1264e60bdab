import { AD_FORM_STEPS, type AdFormProgress, type AdFormStore } from '../../application/ads/ports';
import { readJson, STORAGE_KEYS, writeJson } from './SessionStoreLocalStorage';

/** imgMultiStepForm keeps which draft and which step; planMultiStepForm keeps the chosen package. */
export class AdFormStoreLocalStorage implements AdFormStore {
  constructor(private readonly storage: Storage) {}

  readProgress(): AdFormProgress | null {
    const value = readJson<Partial<AdFormProgress>>(this.storage, STORAGE_KEYS.imgMultiStepForm);
    if (typeof value?.adId !== 'string' || !(AD_FORM_STEPS as readonly unknown[]).includes(value.step)) return null;
    return { adId: value.adId, step: value.step! };
  }

  saveProgress(progress: AdFormProgress): void {
    writeJson(this.storage, STORAGE_KEYS.imgMultiStepForm, progress);
  }

  readPlan(): { packageId: string } | null {
    const value = readJson<{ packageId?: unknown }>(this.storage, STORAGE_KEYS.planMultiStepForm);
    return typeof value?.packageId === 'string' ? { packageId: value.packageId } : null;
  }

  savePlan(plan: { packageId: string }): void {
    writeJson(this.storage, STORAGE_KEYS.planMultiStepForm, plan);
  }

  clear(): void {
    writeJson(this.storage, STORAGE_KEYS.imgMultiStepForm, null);
    writeJson(this.storage, STORAGE_KEYS.planMultiStepForm, null);
  }
}
