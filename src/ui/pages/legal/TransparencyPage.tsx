import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GROUND_TEXTS } from '../../../domain/decisionTexts';
import type { DecisionGround, TransparencyPeriod } from '../../../domain/decisions';
import { usePrerenderedInstance } from '../../app/ContainerContext';
import { VIEW_KEYS } from '../../app/prerenderedState';
import { formatDate } from '../../components/format';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { TransparencyPresenter } from './TransparencyPresenter';

type Lang = 'de' | 'en';

/** The transparency report (DSA Art. 15 and 24) per half-year, counted from our decisions, notices and complaints. */
const TransparencyPage = observer(function TransparencyPage() {
  const p = usePrerenderedInstance(TransparencyPresenter, VIEW_KEYS.transparency);
  const { t } = useTranslation();
  usePageTitle(t('transparency.title'));
  useEffect(() => {
    void p.load();
  }, [p]);
  return (
    <article className="prose legal transparency">
      <h1>{t('transparency.title')}</h1>
      <p>{t('transparency.intro')}</p>
      {!p.periods && !p.failed && <Spinner />}
      {p.failed && (
        <p role="alert" className="alert alert--danger">
          {t('errors.NETWORK_ERROR')}
        </p>
      )}
      {p.periods?.length === 0 && <p>{t('transparency.none')}</p>}
      {p.periods?.map((period) => (
        <Period key={period.period} period={period} />
      ))}
      <p>
        {/* One sentence, so each language declines the title as its grammar asks ("in unseren Allgemeinen …"). */}
        <Trans i18nKey="transparency.more" components={{ terms: <Link to="/agb" /> }} />
      </p>
    </article>
  );
});

function Period({ period }: { period: TransparencyPeriod }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const number = (value: number) => value.toLocaleString(lang === 'en' ? 'en-GB' : 'de-DE');
  const hours = (value: number | null) =>
    value === null
      ? t('transparency.noneYet')
      : value === 0
        ? t('transparency.underSixMinutes')
        : t('transparency.hours', { count: value, formatted: number(value) });
  const percent = (share: number | null) =>
    share === null
      ? t('transparency.noneYet')
      : new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'de-DE', { style: 'percent', maximumFractionDigits: 1 }).format(
          share,
        );
  const id = `period-${period.period}`;
  const rows = (pairs: [string, string | number][]) =>
    pairs.map(([label, value]) => (
      <tr key={label}>
        <th scope="row">{label}</th>
        <td>{typeof value === 'number' ? number(value) : value}</td>
      </tr>
    ));
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {t('transparency.period', { from: formatDate(period.from, lang), to: formatDate(period.to, lang) })}
      </h2>
      <Table caption={t('transparency.notices')}>
        {rows([
          [t('transparency.noticesTotal'), period.notices.total],
          ...period.notices.byReason.map(({ key, count }): [string, number] => [
            t(`transparency.reasons.${key}`, { defaultValue: key }),
            count,
          ]),
          [t('transparency.actioned'), period.notices.actioned],
          [t('transparency.dismissed'), period.notices.dismissed],
          [t('transparency.medianNotices'), hours(period.notices.medianHours)],
        ])}
      </Table>
      <Table caption={t('transparency.actions')}>
        {rows([
          [t('transparency.actionsTotal'), period.actions.total],
          ...period.actions.byKind.map(({ key, count }): [string, number] => [t(`transparency.kinds.${key}`), count]),
          ...period.actions.byGround.map(({ key, count }): [string, number] => [
            GROUND_TEXTS[key as DecisionGround]?.[lang] ?? key,
            count,
          ]),
        ])}
      </Table>
      <Table caption={t('transparency.automated')}>
        {rows([
          [t('transparency.detections'), period.automated.detections],
          [t('transparency.automatedReversed'), period.automated.reversed],
          [t('transparency.reversalRate'), percent(period.automated.reversalRate)],
        ])}
      </Table>
      <Table caption={t('transparency.complaints')}>
        {rows([
          [t('transparency.lodged'), period.complaints.lodged],
          [t('transparency.upheld'), period.complaints.upheld],
          [t('transparency.reversed'), period.complaints.reversed],
          [t('transparency.open'), period.complaints.open],
          [t('transparency.medianComplaints'), hours(period.complaints.medianHours)],
        ])}
      </Table>
    </section>
  );
}

function Table({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <div className="table-wrap">
      <table className="transparency__table">
        <caption>{caption}</caption>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export default TransparencyPage;
