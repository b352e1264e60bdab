import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { AppPresenter } from '../../app/AppPresenter';
import { useInstance } from '../../app/ContainerContext';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { AdEditorPresenter } from './AdEditorPresenter';
import { DetailsStep } from './adForm/DetailsStep';
import { ImagesStep } from './adForm/ImagesStep';
import { PlanStep } from './adForm/PlanStep';
import { ReviewStep } from './adForm/ReviewStep';

/** The four-step ad form: the frame, the stepper and the current step. */
const AdEditorPage = observer(function AdEditorPage() {
  const { id } = useParams();
  const p = useInstance(AdEditorPresenter);
  const app = useInstance(AppPresenter);
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const navigate = useNavigate();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const heading = useRef<HTMLHeadingElement>(null);
  const resume = !id ? p.unfinishedAdId : null;
  usePageTitle(id ? t('adForm.editTitle') : t('adForm.newTitle'));
  // Numbers are read and written in the page's language; switching it rewrites them.
  useEffect(() => p.numbers.setLanguage(lang), [p, lang]);
  useEffect(() => {
    // After the first save the URL gains the new draft's id; the draft is already open then.
    if (!resume && (p.ad?.id !== id || !id)) void p.open(id ?? null);
  }, [p, id, resume]);
  // Moving between steps puts focus on the step's heading, so screen readers announce where they are.
  useEffect(() => {
    heading.current?.focus();
  }, [p.step]);

  if (resume) return <Navigate to={`/app/ads/${resume}/edit`} replace />;
  if (p.loading) return <Spinner />;
  if (p.loadErrorCode) {
    return (
      <div className="empty-state">
        <p role="alert">{text.errorCode(p.loadErrorCode)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            p.startOver();
            navigate('/app/ads/new', { replace: true });
          }}
        >
          {t('adForm.startOver')}
        </button>
      </div>
    );
  }
  const packageName = (packageId: string) => app.products.find((pkg) => pkg.id === packageId)?.name[lang] ?? packageId;

  return (
    <div className="editor">
      <div className="dashboard__head">
        <h1>{id ? t('adForm.editTitle') : t('adForm.newTitle')}</h1>
        {p.ad?.status === 'draft' && (
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              p.startOver();
              navigate('/app/ads/new');
            }}
          >
            {t('adForm.startAnother')}
          </button>
        )}
      </div>
      <nav aria-label={t('adForm.steps')}>
        <ol className="stepper">
          {p.steps.map((step, i) => (
            <li key={step}>
              <button
                type="button"
                className="stepper__step"
                aria-current={p.step === step ? 'step' : undefined}
                disabled={!p.canVisit(step)}
                onClick={() => p.goTo(step)}
              >
                <span className="stepper__number" aria-hidden="true">
                  {i + 1}
                </span>
                {t(`adForm.step.${p.stepLabel[step]}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {p.step === 'details' && (
        <DetailsStep
          p={p}
          heading={heading}
          onSaved={() => !id && p.ad && navigate(`/app/ads/${p.ad.id}/edit`, { replace: true })}
        />
      )}
      {p.step === 'images' && <ImagesStep p={p} heading={heading} />}
      {p.step === 'plan' && <PlanStep p={p} heading={heading} packageName={packageName} />}
      {p.step === 'review' && <ReviewStep p={p} heading={heading} packageName={packageName} />}
    </div>
  );
});

export default AdEditorPage;
