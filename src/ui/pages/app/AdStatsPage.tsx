import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useInstance } from '../../app/ContainerContext';
import { LazyFiguresChart } from '../../components/charts/LazyFiguresChart';
import { Spinner } from '../../components/Spinner';
import { useFormText } from '../../components/useFormText';
import { SelectField } from '../../components/SelectField';
import { formatDate, formatNumber } from '../../components/format';
import { usePageTitle } from '../../components/usePageTitle';
import { AdStatsPresenter, STATS_RANGES, type StatsRange } from './AdStatsPresenter';

/** An ad's figures per day: the totals, a bar chart (Chart.js, loaded with this page) and the same figures as a table. */
const AdStatsPage = observer(function AdStatsPage() {
  const { id = '' } = useParams();
  const p = useInstance(AdStatsPresenter);
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  usePageTitle(t('adStats.title'));
  useEffect(() => {
    void p.load(id);
  }, [p, id]);
  const { labels, views, saves, contacts } = p.series;
  const chart = useMemo(
    () => ({
      labels: labels.map((day) => formatDate(`${day}T12:00:00Z`, lang)),
      series: [
        { label: t('adStats.views'), values: views, color: '#0f4c5c' },
        { label: t('adStats.saves'), values: saves, color: '#e36414' },
        { label: t('adStats.contacts'), values: contacts, color: '#5f0f40' },
      ],
    }),
    [labels, views, saves, contacts, lang, t],
  );
  const format = useMemo(() => (value: number) => formatNumber(value, lang), [lang]);
  const totals = p.report?.totals;

  return (
    <div className="stack">
      <p>
        <Link to="/app/user_dashboard">{t('adStats.back')}</Link>
      </p>
      <h1>{t('adStats.title')}</h1>
      {p.ad && <p className="lead">{p.ad.title}</p>}
      <SelectField
        id="stats-range"
        label={t('adStats.range')}
        value={String(p.range)}
        options={STATS_RANGES.map((days) => ({ value: String(days), label: t('adStats.lastDays', { count: days }) }))}
        onValueChange={(value) => void p.load(id, Number(value) as StatsRange)}
      />
      {p.loading && !p.report && <Spinner />}
      {p.errorCode && (
        <p role="alert" className="alert alert--danger">
          {text.errorCode(p.errorCode)}
        </p>
      )}
      {totals && !p.errorCode && (
        <>
          <dl className="figures">
            <div className="figure">
              <dt>{t('adStats.views')}</dt>
              <dd>{formatNumber(totals.views, lang)}</dd>
            </div>
            <div className="figure">
              <dt>{t('adStats.saves')}</dt>
              <dd>{formatNumber(totals.saves, lang)}</dd>
            </div>
            <div className="figure">
              <dt>{t('adStats.contacts')}</dt>
              <dd>{formatNumber(totals.contacts, lang)}</dd>
            </div>
          </dl>
          <LazyFiguresChart
            title={t('adStats.chartTitle', { count: p.range })}
            labels={chart.labels}
            series={chart.series}
            format={format}
            labelHeader={t('adStats.day')}
            tableSummary={t('adStats.asTable')}
          />
          <p className="muted">{t('adStats.privacy')}</p>
        </>
      )}
    </div>
  );
});

export default AdStatsPage;
