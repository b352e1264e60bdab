import type { RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppPresenter } from '../../../app/AppPresenter';
import { useInstance } from '../../../app/ContainerContext';
import type { AdEditorPresenter } from '../AdEditorPresenter';

/** Step 3: which credit publishes the ad, or a way to buy one. */
export const PlanStep = observer(function PlanStep({
  p,
  heading,
  packageName,
}: {
  p: AdEditorPresenter;
  heading: RefObject<HTMLHeadingElement | null>;
  packageName: (id: string) => string;
}) {
  const { t } = useTranslation();
  const app = useInstance(AppPresenter);
  if (!p.ad) return null;
  return (
    <section className="card stack" aria-labelledby="plan-step">
      <h2 id="plan-step" ref={heading} tabIndex={-1}>
        {t('adForm.step.plan')}
      </h2>
      {p.plan.credits.length === 0 ? (
        <div className="stack">
          <p>{t('adForm.noCredits')}</p>
          <Link
            to={`/app/billing?return=${encodeURIComponent(`/app/ads/${p.ad.id}/edit`)}`}
            className="button button--primary"
          >
            {t('adForm.buyPackage')}
          </Link>
        </div>
      ) : (
        <fieldset className="fieldset">
          <legend>{t('adForm.chooseCredit')}</legend>
          {p.plan.credits.map((c) => {
            const pkg = app.products.find((x) => x.id === c.packageId);
            return (
              <label key={c.packageId} className="radio-card">
                <input
                  type="radio"
                  name="package"
                  value={c.packageId}
                  checked={p.plan.packageId === c.packageId}
                  onChange={() => p.plan.choose(c.packageId)}
                />
                <span>
                  <strong>{packageName(c.packageId)}</strong> — {t('dashboard.creditsTotal', { count: c.credits })}
                  {pkg && (
                    <span className="muted">
                      {' '}
                      · {t('adForm.packageTerms', { days: pkg.durationDays, images: pkg.maxImages })}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <div className="editor__actions">
        <button type="button" className="button button--secondary" onClick={() => p.goTo('images')}>
          {t('adForm.back')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!p.plan.hasCredit}
          onClick={() => p.goTo('review')}
        >
          {t('adForm.continue')}
        </button>
      </div>
    </section>
  );
});
