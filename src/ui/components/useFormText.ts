import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../domain/errors';

/** Translates stable codes into the current language; unknown codes fall back to a generic text. */
export function useFormText() {
  const { t } = useTranslation();
  return {
    fieldError: (error: FieldError | undefined) => (error ? t(`fieldErrors.${error.code}`, { field: t(`fields.${error.field}`) }) : null),
    errorCode: (code: string | null) => (code ? t(`errors.${code}`, { defaultValue: t('errors.INTERNAL') }) : null),
  };
}
