import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LazyFiguresChart } from '../../components/charts/LazyFiguresChart';
import { formatDate, formatNumber, formatPrice } from '../../components/format';
import type { WeeklyFiguresPresenter } from './WeeklyFiguresPresenter';

/** Two charts, each with its table: people and ads per week, and the week's revenue (gross). */
export const WeeklyFiguresSection = observer(function WeeklyFiguresSection({
  presenter: p,
}: {
  presenter: WeeklyFiguresPresenter;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const labels = useMemo(
    () => p.weeks.map((w) => t('admin.weekOf', { date: formatDate(`${w.weekStart}T12:00:00Z`, lang) })),
    [p.weeks, lang, t],
  );
  const growth = useMemo(
    () => [
      { label: t('admin.newUsers'), values: p.weeks.map((w) => w.newUsers), color: '#0f4c5c' },
      { label: t('admin.newAds'), values: p.weeks.map((w) => w.newAds), color: '#e36414' },
    ],
    [p.weeks, t],
  );
  const revenue = useMemo(
    () => [{ label: t('admin.revenueWeek'), values: p.weeks.map((w) => w.revenueCents), color: '#5f0f40' }],
    [p.weeks, t],
  );
  const count = useMemo(() => (value: number) => formatNumber(value, lang), [lang]);
  const money = useMemo(() => (cents: number) => formatPrice(cents, lang), [lang]);
  return (
    <section aria-labelledby="weekly-title">
      <h2 id="weekly-title">{t('admin.weekly')}</h2>
      {p.failed && <p role="alert">{t('errors.NETWORK_ERROR')}</p>}
      {p.weeks.length > 0 && (
        <div className="charts">
          <LazyFiguresChart
            title={t('admin.growthChart')}
            labels={labels}
            series={growth}
            format={count}
            labelHeader={t('admin.week')}
            tableSummary={t('admin.asTable')}
          />
          <LazyFiguresChart
            title={t('admin.revenueChart')}
            labels={labels}
            series={revenue}
            format={money}
            labelHeader={t('admin.week')}
            tableSummary={t('admin.asTable')}
            minTop={10_000}
          />
        </div>
      )}
    </section>
  );
});
