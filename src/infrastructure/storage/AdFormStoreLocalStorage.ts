import { AD_FORM_STEPS, type AdFormProgress, type AdFormStore, type UnsavedAdInput } from '../../application/ads/ports';
import { readJson, STORAGE_KEYS, writeJson } from './SessionStoreLocalStorage';

/** imgMultiStepForm keeps which draft and which step; planMultiStepForm the chosen package; adFormInput what was typed but not saved. */
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

  readInput(): UnsavedAdInput | null {
    const value = readJson<Partial<UnsavedAdInput>>(this.storage, STORAGE_KEYS.adFormInput);
    if (
      !value ||
      (value.adId !== null && typeof value.adId !== 'string') ||
      (value.lang !== 'de' && value.lang !== 'en')
    )
      return null;
    if (typeof value.fields !== 'object' || value.fields === null || Array.isArray(value.fields)) return null;
    return { adId: value.adId ?? null, lang: value.lang, fields: value.fields };
  }

  saveInput(input: UnsavedAdInput | null): void {
    writeJson(this.storage, STORAGE_KEYS.adFormInput, input);
  }

  clear(): void {
    for (const key of [STORAGE_KEYS.imgMultiStepForm, STORAGE_KEYS.planMultiStepForm, STORAGE_KEYS.adFormInput])
      writeJson(this.storage, key, null);
  }
}
