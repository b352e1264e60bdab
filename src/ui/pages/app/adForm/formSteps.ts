import type { Ad } from '../../../../domain/ad';
import { AD_FORM_STEPS, type AdFormStep } from '../../../../application/ads/ports';

/** The form's steps: choosing a credit only where publishing spends one (not when a paid ad's details change). */
export function formSteps(editsPaidAd: boolean): readonly AdFormStep[] {
  return editsPaidAd ? AD_FORM_STEPS.filter((step) => step !== 'plan') : AD_FORM_STEPS;
}

/** What each step is called: the last one previews a paid ad's changes, or publishes (or submits it for review). */
export function stepLabels(editsPaidAd: boolean, moderated: boolean): Record<AdFormStep, string> {
  const review = editsPaidAd ? 'preview' : moderated ? 'reviewModerated' : 'review';
  return { details: 'details', images: 'images', plan: 'plan', review };
}

/** Steps the owner may jump to: every step up to the first one not yet possible (photos need a saved draft). */
export function canVisitStep(steps: readonly AdFormStep[], step: AdFormStep, ad: Ad | null): boolean {
  if (!steps.includes(step)) return false;
  if (step === 'details') return true;
  if (!ad) return false;
  if (step === 'images') return true;
  return ad.images.length > 0;
}
