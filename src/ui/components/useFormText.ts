import { useTranslation } from 'react-i18next';
import { AD_LIMITS } from '../../domain/adValidation';
import { MESSAGE_MAX_LENGTH } from '../../domain/conversation';
import type { FieldError } from '../../domain/errors';
import { CODE_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/validation';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from '../../application/ads/ContactSeller';

/** The bounds the messages name, from the rules that enforce them (so a changed limit cannot leave a wrong text). */
const LIMITS = {
  nameMax: NAME_MAX_LENGTH,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  codeLength: CODE_LENGTH,
  titleMin: AD_LIMITS.titleMin,
  titleMax: AD_LIMITS.titleMax,
  descriptionMin: AD_LIMITS.descriptionMin,
  descriptionMax: AD_LIMITS.descriptionMax,
  reasonMax: AD_LIMITS.reasonMax,
  commissionMax: AD_LIMITS.commissionMax,
  streetMax: AD_LIMITS.streetMax,
  yearBuiltMin: AD_LIMITS.yearBuiltMin,
  contactMessageMin: CONTACT_MESSAGE_MIN,
  contactMessageMax: CONTACT_MESSAGE_MAX,
  messageMax: MESSAGE_MAX_LENGTH,
};

/**
 * Translates stable codes into the current language; unknown codes fall back to a generic text. A field problem is
 * said in words written for that field ("Bitte wählen Sie eine Kategorie."), never assembled around the field's
 * label: first the form's own words where a form labels a field differently (`formMessages.<form>.<field>.<code>`:
 * the contact form's "Ihr Name"), then the field's (`fieldMessages.<field>.<code>`), and only for a field nobody
 * wrote words for a general sentence (`fieldErrors.<code>`) that names no field.
 */
export function useFormText() {
  const { t, i18n } = useTranslation();
  return {
    fieldError: (error: FieldError | undefined, form?: string) => {
      if (!error) return null;
      const candidates = [
        form ? `formMessages.${form}.${error.field}.${error.code}` : null,
        `fieldMessages.${error.field}.${error.code}`,
      ];
      const own = candidates.find((key): key is string => key !== null && i18n.exists(key));
      return own ? t(own, LIMITS) : t(`fieldErrors.${error.code}`, { defaultValue: t('fieldErrors.invalid') });
    },
    errorCode: (code: string | null) => (code ? t(`errors.${code}`, { defaultValue: t('errors.INTERNAL') }) : null),
  };
}
