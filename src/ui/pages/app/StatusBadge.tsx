import { useTranslation } from 'react-i18next';
import type { AdStatus } from '../../../domain/ad';

export function StatusBadge({ status }: { status: AdStatus }) {
  const { t } = useTranslation();
  return <span className={`badge badge--${status}`}>{t(`adStatus.${status}`)}</span>;
}
