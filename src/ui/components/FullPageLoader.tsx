import { useTranslation } from 'react-i18next';

/** Centred over the whole page while the session is restored (spec §2). */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <div className="full-page-loader" role="status" aria-live="polite" data-testid="full-page-loader">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">{t('common.restoringSession')}</span>
    </div>
  );
}
