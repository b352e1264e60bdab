import { useState, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AppPresenter } from '../../../app/AppPresenter';
import { useInstance } from '../../../app/ContainerContext';
import { FormAlert } from '../../../components/FormAlert';
import { formatPrice } from '../../../components/format';
import { useFormText } from '../../../components/useFormText';
import { AdHeading, AdSections } from '../../ads/AdContent';
import { Gallery } from '../../ads/Gallery';
import type { AdEditorPresenter } from '../AdEditorPresenter';

/**
 * The last step: the ad as its page will show it, then publishing it with a credit — or, for an ad whose runtime is
 * paid, nothing to spend: its changes are saved already, and the step ends the editing.
 */
export const ReviewStep = observer(function ReviewStep({
  p,
  heading,
  packageName,
}: {
  p: AdEditorPresenter;
  heading: RefObject<HTMLHeadingElement | null>;
  packageName: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const app = useInstance(AppPresenter);
  const navigate = useNavigate();
  const [photo, setPhoto] = useState(0);
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const ad = p.ad;
  if (!ad) return null;
  const publishField = Object.values(p.publishing.failure.fieldErrors)[0];
  const publishProblem = publishField
    ? t(`adForm.publishErrors.${publishField.field}_${publishField.code}`, {
        defaultValue: t('errors.VALIDATION_FAILED'),
      })
    : text.errorCode(p.publishing.failure.errorCode);
  const pkg = p.plan.packageId ? app.products.find((x) => x.id === p.plan.packageId) : undefined;
  const count = ad.images.length;
  return (
    <section className="card stack" aria-labelledby="review-step">
      <h2 id="review-step" ref={heading} tabIndex={-1}>
        {t(`adForm.step.${p.stepLabel.review}`)}
      </h2>
      <div className="ad-preview" role="group" aria-label={t('adForm.previewTitle')}>
        <p className="ad-preview__label" aria-hidden="true">
          {t('adForm.previewTitle')}
        </p>
        <AdHeading ad={ad} level={3} />
        <Gallery
          images={ad.images}
          index={photo}
          title={ad.title}
          onShow={setPhoto}
          onNext={() => setPhoto((photo + 1) % count)}
          onPrevious={() => setPhoto((photo - 1 + count) % count)}
        />
        <AdSections ad={ad} lang={lang} level={4} />
      </div>
      {p.editsPaidAd ? (
        <div className="editor__actions">
          <button type="button" className="button button--secondary" onClick={() => p.goTo('images')}>
            {t('adForm.back')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => navigate(ad.status === 'active' ? `/ads/${ad.id}` : '/app/user_dashboard')}
          >
            {t(ad.status === 'active' ? 'adForm.doneToAd' : 'adForm.doneToDashboard')}
          </button>
        </div>
      ) : (
        <>
          {pkg && (
            <p>
              {t('adForm.publishWith', { name: packageName(pkg.id) })} ({formatPrice(pkg.priceCents, lang)})
            </p>
          )}
          {p.moderated && <p className="field__hint">{t('adForm.submitForReviewHint')}</p>}
          {p.plan.sellerMustComplete && (
            <p className="notice" role="note">
              {t('adForm.traderIncomplete')} <Link to="/app/profile#seller">{t('adForm.traderComplete')}</Link>
            </p>
          )}
          <FormAlert message={publishProblem} />
          <div className="editor__actions">
            <button type="button" className="button button--secondary" onClick={() => p.goTo('plan')}>
              {t('adForm.back')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={p.publishing.submitting || !p.plan.canPublish}
              onClick={async () => {
                const published = await p.publish();
                if (published)
                  navigate(published.status === 'active' ? `/ads/${published.id}` : '/app/user_dashboard', {
                    state: { published: published.status },
                  });
              }}
            >
              {p.publishing.submitting
                ? t('common.pleaseWait')
                : t(p.moderated ? 'adForm.submitForReview' : 'adForm.publish')}
            </button>
          </div>
        </>
      )}
    </section>
  );
});
