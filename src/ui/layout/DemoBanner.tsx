import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/ports';
import { useInstance } from '../app/ContainerContext';

/** On every page while the installation runs without real payments or real mail: nobody should mistake it for a shop. */
export function DemoBanner() {
  const { demo } = useInstance(AppConfig);
  const { t } = useTranslation();
  if (!demo.payments && !demo.mail) return null;
  return (
    <aside className="demo-banner" aria-label={t('demo.label')}>
      <strong>{t('demo.title')}</strong>{' '}
      {[demo.payments && t('demo.payments'), demo.mail && t('demo.mail')].filter(Boolean).join(' ')}
    </aside>
  );
}
