import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../components/format';
import type { AdminStatsPresenter } from './AdminStatsPresenter';

export const AdminFigures = observer(function AdminFigures({ presenter: p }: { presenter: AdminStatsPresenter }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const figures = [
    ['admin.users', p.stats?.users],
    ['admin.activeAds', p.stats?.activeAds],
    ['admin.pendingAds', p.stats?.pendingAds],
    ['admin.revenue', p.stats ? formatPrice(p.stats.revenueCents, lang) : undefined],
  ] as const;
  return (
    <section aria-labelledby="figures-title">
      <h2 id="figures-title" className="visually-hidden">
        {t('admin.figures')}
      </h2>
      <dl className="figures">
        {figures.map(([label, value]) => (
          <div key={label} className="figure">
            <dt>{t(label)}</dt>
            <dd>{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
