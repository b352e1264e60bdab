import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { KIND_TEXTS } from '../../../domain/decisionTexts';
import { useInstance } from '../../app/ContainerContext';
import { formatDate } from '../../components/format';
import { MyDecisionsPresenter } from './MyDecisionsPresenter';

/** "Entscheidungen zu Ihren Inhalten": each statement of reasons, what became of a complaint, and where to lodge one. */
export const MyDecisionsSection = observer(function MyDecisionsSection() {
  const p = useInstance(MyDecisionsPresenter);
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  useEffect(() => {
    void p.load();
  }, [p]);
  if (p.decisions.length === 0) return null;
  return (
    <section aria-labelledby="my-decisions-title">
      <h2 id="my-decisions-title">{t('decisions.mine')}</h2>
      <ul className="my-decisions">
        {p.decisions.map((decision) => (
          <li key={decision.id}>
            <Link to={`/decisions/${decision.id}`}>
              {decision.ad
                ? t('decisions.adNamed', { title: decision.ad.title })
                : t(`decisions.about.${decision.kind}`)}
            </Link>{' '}
            <span className="muted">· {formatDate(decision.decidedAt, lang)}</span>
            <br />
            {KIND_TEXTS[decision.kind][lang]}{' '}
            <strong>
              {decision.complaint
                ? t(`decisions.complaintShort.${decision.complaint.status}`)
                : decision.reversed
                  ? t('decisions.reversed')
                  : decision.canComplain
                    ? t('decisions.canComplainUntil', { date: formatDate(decision.complaintDeadline, lang) })
                    : ''}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
});
