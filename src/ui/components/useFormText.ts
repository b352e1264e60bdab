import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../domain/errors';

/**
 * Translates stable codes into the current language; unknown codes fall back to a generic text. A field problem is
 * said in words written for that field (`fieldMessages.<field>.<code>`: "Bitte schreiben Sie eine Nachricht."), and
 * only where none are written yet in the general form around the field's name.
 */
export function useFormText() {
  const { t, i18n } = useTranslation();
  return {
    fieldError: (error: FieldError | undefined) => {
      if (!error) return null;
      const own = `fieldMessages.${error.field}.${error.code}`;
      return i18n.exists(own) ? t(own) : t(`fieldErrors.${error.code}`, { field: t(`fields.${error.field}`) });
    },
    errorCode: (code: string | null) => (code ? t(`errors.${code}`, { defaultValue: t('errors.INTERNAL') }) : null),
  };
}
