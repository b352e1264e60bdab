import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ViewingPlan } from '../../../domain/viewings';
import { useInstance } from '../../app/ContainerContext';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { CalendarFeedSection } from './CalendarFeedSection';
import { MyViewingsPresenter } from './MyViewingsPresenter';
import { ViewingChoice } from './ViewingChoice';

/** /app/viewings — the viewings offered to me and my bookings, per ad, with my calendar feed. */
const MyViewingsPage = observer(function MyViewingsPage() {
  const p = useInstance(MyViewingsPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  usePageTitle(t('viewings.mine.title'));
  useEffect(() => {
    void p.load();
  }, [p]);
  if (p.loading) return <Spinner />;
  return (
    <div className="stack-large">
      <div className="stack">
        <h1>{t('viewings.mine.title')}</h1>
        <p className="muted">{t('viewings.mine.intro')}</p>
      </div>
      <FormAlert message={text.errorCode(p.loadErrorCode)} />
      {!p.loadErrorCode && p.plans.length === 0 && <p>{t('viewings.mine.none')}</p>}
      {p.plans.map((plan) => (
        <AdViewings key={plan.adId} p={p} plan={plan} />
      ))}
      <CalendarFeedSection p={p} />
    </div>
  );
});

const AdViewings = observer(function AdViewings({ p, plan }: { p: MyViewingsPresenter; plan: ViewingPlan }) {
  const text = useFormText();
  const headingId = `viewings-${plan.adId}`;
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={`/ads/${plan.adId}`}>{plan.adTitle}</Link>
      </h2>
      <ViewingChoice
        plan={plan}
        p={p}
        failure={p.busyAd === plan.adId ? text.errorCode(p.booking.failure.errorCode) : null}
      />
      <ApplyNow p={p} adId={plan.adId} />
    </section>
  );
});

/** "Bewerben" with one click (the profile shown after the viewing, with consent), or where the application is. */
const ApplyNow = observer(function ApplyNow({ p, adId }: { p: MyViewingsPresenter; adId: string }) {
  const { t } = useTranslation();
  const text = useFormText();
  if (p.applied.has(adId))
    return (
      <p>
        <strong>{t('applications.apply.done')}</strong>{' '}
        <Link to="/app/applications">{t('applications.apply.see')}</Link>
      </p>
    );
  return (
    <div className="stack">
      <p className="muted">{t('applications.apply.hint')}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={p.applying.submitting}
        onClick={() => void p.apply(adId)}
      >
        {t('applications.apply.button')}
      </button>
      <FormAlert message={p.busyAd === adId ? text.errorCode(p.applying.failure.errorCode) : null} />
    </div>
  );
});

export default MyViewingsPage;
