import type { RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppPresenter } from '../../../app/AppPresenter';
import { useInstance } from '../../../app/ContainerContext';
import { AdImage } from '../../../components/ads/AdImage';
import { Price } from '../../../components/ads/Price';
import { FormAlert } from '../../../components/FormAlert';
import { formatPrice } from '../../../components/format';
import { useFormText } from '../../../components/useFormText';
import type { AdEditorPresenter } from '../AdEditorPresenter';

/** Step 4: the ad as it will look, and the button that publishes it. */
export const ReviewStep = observer(function ReviewStep({ p, heading, packageName }: { p: AdEditorPresenter; heading: RefObject<HTMLHeadingElement | null>; packageName: (id: string) => string }) {
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const app = useInstance(AppPresenter);
  const navigate = useNavigate();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  if (!p.ad) return null;
  const publishField = Object.values(p.publishing.failure.fieldErrors)[0];
  const publishProblem = publishField
    ? t(`adForm.publishErrors.${publishField.field}_${publishField.code}`, { defaultValue: t('errors.VALIDATION_FAILED') })
    : text.errorCode(p.publishing.failure.errorCode);
  return (
    <section className="card stack" aria-labelledby="review-step">
      <h2 id="review-step" ref={heading} tabIndex={-1}>
        {t('adForm.step.review')}
      </h2>
      <div className="review">
        {p.ad.images[0] && <AdImage image={p.ad.images[0]} alt="" sizes="(max-width: 640px) 100vw, 320px" className="review__image" />}
        <div>
          <p className="ad-card__price">
            <Price ad={p.ad} />
          </p>
          <h3>{p.ad.title}</h3>
          <p className="muted">
            {t(`categories.${p.ad.category}`)} · {p.ad.postalCode} {p.ad.city} · {t('adForm.imageCount', { count: p.ad.images.length })}
          </p>
          {p.packageId && (
            <p>
              {t('adForm.publishWith', { name: packageName(p.packageId) })}
              {app.products.find((x) => x.id === p.packageId) && ` (${formatPrice(app.products.find((x) => x.id === p.packageId)!.priceCents, lang)})`}
            </p>
          )}
        </div>
      </div>
      <FormAlert message={publishProblem} />
      <div className="editor__actions">
        <button type="button" className="button button--secondary" onClick={() => p.goTo('plan')}>
          {t('adForm.back')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={p.publishing.submitting || p.credits.length === 0}
          onClick={async () => {
            const ad = await p.publish();
            if (ad) navigate(ad.status === 'active' ? `/ads/${ad.id}` : '/app/user_dashboard', { state: { published: ad.status } });
          }}
        >
          {p.publishing.submitting ? t('common.pleaseWait') : t('adForm.publish')}
        </button>
      </div>
    </section>
  );
});
