import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { useFormText } from '../../components/useFormText';
import type { RiskOutcomesPresenter } from './RiskOutcomesPresenter';

/** Per signal: how many ads the risk check held, and how many of them moderators approved (false alarms). */
export const RiskOutcomesSection = observer(function RiskOutcomesSection({
  presenter: p,
}: {
  presenter: RiskOutcomesPresenter;
}) {
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const percent = (share: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'de-DE', { style: 'percent' }).format(share);
  return (
    <section aria-labelledby="risk-outcomes-title">
      <h2 id="risk-outcomes-title">{t('admin.risk.outcomes.title')}</h2>
      {p.loading && <Spinner />}
      <FormAlert message={p.errorCode ? text.errorCode(p.errorCode) : null} />
      {!p.loading && !p.errorCode && p.outcomes.length === 0 && <p>{t('admin.risk.outcomes.empty')}</p>}
      {p.learned && (
        <p>
          {p.learned.precision === null || p.learned.recall === null
            ? t('admin.risk.learned.learning', { examples: p.learned.examples })
            : t('admin.risk.learned.quality', {
                examples: p.learned.examples,
                evaluated: p.learned.evaluated,
                precision: percent(p.learned.precision),
                recall: percent(p.learned.recall),
              })}
        </p>
      )}
      {p.outcomes.length > 0 && (
        // Named apart from the section (two landmarks of one name are one too many for a screen reader's list).
        <div className="table-wrap" tabIndex={0} role="region" aria-label={t('admin.risk.outcomes.figures')}>
          <table>
            <caption className="visually-hidden">{t('admin.risk.outcomes.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.risk.outcomes.signal')}</th>
                <th scope="col">{t('admin.risk.outcomes.held')}</th>
                <th scope="col">{t('admin.risk.outcomes.approved')}</th>
                <th scope="col">{t('admin.risk.outcomes.rejected')}</th>
                <th scope="col">{t('admin.risk.outcomes.falseAlarms')}</th>
              </tr>
            </thead>
            <tbody>
              {p.outcomes.map((outcome) => {
                const rate = p.falseAlarmRate(outcome);
                return (
                  <tr key={outcome.rule}>
                    <th scope="row">{t(`admin.risk.rules.${outcome.rule}`)}</th>
                    <td>{outcome.held}</td>
                    <td>{outcome.approved}</td>
                    <td>{outcome.rejected}</td>
                    <td>{rate === null ? t('admin.risk.outcomes.undecided') : percent(rate)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
