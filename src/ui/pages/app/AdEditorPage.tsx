import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { AD_CATEGORIES, AD_FEATURES, ENERGY_CARRIERS, ENERGY_CERTIFICATE_TYPES, PRICE_TYPES } from '../../../domain/ad';
import { AD_FORM_STEPS } from '../../../application/ads/ports';
import { useInstance } from '../../app/ContainerContext';
import { AppPresenter } from '../../app/AppPresenter';
import { AdImage } from '../../components/ads/AdImage';
import { Price } from '../../components/ads/Price';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextAreaField } from '../../components/TextAreaField';
import { formatPrice } from '../../components/format';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { AdEditorPresenter } from './AdEditorPresenter';

const AdEditorPage = observer(function AdEditorPage() {
  const { id } = useParams();
  const p = useInstance(AdEditorPresenter);
  const app = useInstance(AppPresenter);
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const navigate = useNavigate();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const resume = !id ? p.unfinishedAdId : null;
  usePageTitle(id ? t('adForm.editTitle') : t('adForm.newTitle'));
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
  const d = p.draft;
  const df = p.details.failure;
  const fe = (field: string) => text.fieldError(df.fieldErrors[field]);
  const publishField = Object.values(p.publishing.failure.fieldErrors)[0];
  const publishProblem = publishField
    ? t(`adForm.publishErrors.${publishField.field}_${publishField.code}`, { defaultValue: t('errors.VALIDATION_FAILED') })
    : text.errorCode(p.publishing.failure.errorCode);
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
          {AD_FORM_STEPS.map((step, i) => (
            <li key={step}>
              <button type="button" className="stepper__step" aria-current={p.step === step ? 'step' : undefined} disabled={!p.canVisit(step)} onClick={() => p.goTo(step)}>
                <span className="stepper__number" aria-hidden="true">
                  {i + 1}
                </span>
                {t(`adForm.step.${step}`)}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      {p.step === 'details' && (
        <form
          noValidate
          className="card stack"
          onSubmit={async (e) => {
            e.preventDefault();
            if ((await p.saveDetails()) && !id && p.ad) navigate(`/app/ads/${p.ad.id}/edit`, { replace: true });
          }}
        >
          <h2 ref={heading} tabIndex={-1}>
            {t('adForm.step.details')}
          </h2>
          <FormAlert message={text.errorCode(df.errorCode)} />
          <FormField id="title" label={t('adForm.title')} value={d.title} onValueChange={(v) => p.set('title', v)} error={fe('title')} maxLength={120} required />
          <SelectField
            id="category"
            label={t('adForm.category')}
            value={d.category}
            onValueChange={(v) => p.set('category', v as typeof d.category)}
            options={[{ value: '', label: t('adForm.chooseCategory') }, ...AD_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))]}
            error={fe('category')}
            required
          />
          <TextAreaField id="description" label={t('adForm.description')} hint={t('adForm.descriptionHint')} rows={8} value={d.description} onValueChange={(v) => p.set('description', v)} error={fe('description')} required />
          <div className="field-row">
            <SelectField id="priceType" label={t('adForm.priceType')} value={d.priceType} onValueChange={(v) => p.set('priceType', v as typeof d.priceType)} options={PRICE_TYPES.map((pt) => ({ value: pt, label: t(`priceTypes.${pt}`) }))} />
            {d.priceType !== 'on_request' && <FormField id="price" label={t('adForm.price')} inputMode="decimal" value={d.price} onValueChange={(v) => p.set('price', v)} error={fe('priceCents')} required />}
          </div>
          <div className="field-row">
            <FormField id="postalCode" label={t('adForm.postalCode')} inputMode="numeric" autoComplete="postal-code" maxLength={5} value={d.postalCode} onValueChange={(v) => p.set('postalCode', v)} error={fe('postalCode')} required />
            <FormField id="city" label={t('adForm.city')} autoComplete="address-level2" value={d.city} onValueChange={(v) => p.set('city', v)} error={fe('city')} required />
          </div>
          <FormField id="district" label={t('adForm.district')} value={d.district} onValueChange={(v) => p.set('district', v)} error={fe('district')} />
          <div className="field-row">
            <FormField id="livingArea" label={t('adForm.livingArea')} inputMode="decimal" value={d.livingArea} onValueChange={(v) => p.set('livingArea', v)} error={fe('livingArea')} />
            <FormField id="rooms" label={t('adForm.rooms')} inputMode="decimal" hint={t('adForm.roomsHint')} value={d.rooms} onValueChange={(v) => p.set('rooms', v)} error={fe('rooms')} />
          </div>
          <div className="field-row">
            <FormField id="plotArea" label={t('adForm.plotArea')} inputMode="decimal" value={d.plotArea} onValueChange={(v) => p.set('plotArea', v)} error={fe('plotArea')} />
            <FormField id="floor" label={t('adForm.floor')} inputMode="numeric" value={d.floor} onValueChange={(v) => p.set('floor', v)} error={fe('floor')} />
          </div>
          <div className="field-row">
            <FormField id="yearBuilt" label={t('adForm.yearBuilt')} inputMode="numeric" maxLength={4} value={d.yearBuilt} onValueChange={(v) => p.set('yearBuilt', v)} error={fe('yearBuilt')} />
            <FormField id="availableFrom" type="date" label={t('adForm.availableFrom')} value={d.availableFrom} onValueChange={(v) => p.set('availableFrom', v)} error={fe('availableFrom')} />
          </div>
          <fieldset className="fieldset">
            <legend>{t('adForm.features')}</legend>
            <div className="checkbox-grid">
              {AD_FEATURES.map((f) => (
                <label key={f} className="checkbox">
                  <input type="checkbox" checked={d.features.includes(f)} onChange={() => p.toggleFeature(f)} />
                  {t(`features.${f}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="fieldset">
            <legend>{t('adDetails.energy')}</legend>
            <label className="checkbox">
              <input type="checkbox" checked={d.hasEnergyCertificate} onChange={(e) => p.set('hasEnergyCertificate', e.target.checked)} />
              {t('adForm.hasEnergyCertificate')}
            </label>
            {d.hasEnergyCertificate && (
              <div className="stack">
                <SelectField id="energyType" label={t('energy.type')} value={d.energyType} onValueChange={(v) => p.set('energyType', v as typeof d.energyType)} options={ENERGY_CERTIFICATE_TYPES.map((e) => ({ value: e, label: t(`energy.types.${e}`) }))} />
                <FormField id="energyValue" label={t('energy.valueInput')} inputMode="decimal" value={d.energyValue} onValueChange={(v) => p.set('energyValue', v)} error={fe('energyCertificate.kwhPerSqmYear')} required />
                <SelectField id="energyCarrier" label={t('energy.carrier')} value={d.energyCarrier} onValueChange={(v) => p.set('energyCarrier', v as typeof d.energyCarrier)} options={ENERGY_CARRIERS.map((e) => ({ value: e, label: t(`energy.carriers.${e}`) }))} />
              </div>
            )}
          </fieldset>
          <div className="editor__actions">
            <SubmitButton busy={p.details.submitting}>{t('adForm.saveAndContinue')}</SubmitButton>
          </div>
        </form>
      )}

      {p.step === 'images' && p.ad && (
        <section className="card stack" aria-labelledby="images-step">
          <h2 id="images-step" ref={heading} tabIndex={-1}>
            {t('adForm.step.images')}
          </h2>
          <p className="muted">{t('adForm.imagesHint')}</p>
          <div>
            <label htmlFor="image-files" className="button button--secondary">
              {t('adForm.chooseImages')}
            </label>
            <input
              ref={fileInput}
              id="image-files"
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
              multiple
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                void p.upload(files);
              }}
            />
          </div>
          {p.uploads.length > 0 && (
            <ul className="uploads" aria-label={t('adForm.uploads')}>
              {p.uploads.map((u) => (
                <li key={u.key}>
                  <span>{u.name}</span>
                  {u.errorCode ? (
                    <>
                      <span className="field__error">{text.errorCode(u.errorCode)}</span>
                      <button type="button" className="button button--link" onClick={() => p.dismissUpload(u.key)}>
                        {t('common.close')}
                      </button>
                    </>
                  ) : (
                    <progress max={1} value={u.progress} aria-label={t('adForm.uploading', { name: u.name })}>
                      {Math.round(u.progress * 100)} %
                    </progress>
                  )}
                </li>
              ))}
            </ul>
          )}
          <FormAlert message={text.errorCode(p.images.failure.errorCode)} />
          {p.ad.images.length === 0 ? (
            <p>{t('adForm.noImages')}</p>
          ) : (
            <ol className="image-list">
              {p.ad.images.map((image, i) => (
                <li key={image.id} className="image-list__item">
                  <AdImage image={image} alt={t('adForm.imageN', { n: i + 1 })} sizes="160px" />
                  {i === 0 && <span className="badge badge--featured">{t('adForm.cover')}</span>}
                  <div className="image-list__actions">
                    <button type="button" className="button button--small button--secondary" disabled={i === 0 || p.images.submitting} onClick={() => void p.move(image.id, -1)} aria-label={t('adForm.moveEarlier', { n: i + 1 })}>
                      ←
                    </button>
                    <button type="button" className="button button--small button--secondary" disabled={i === p.ad!.images.length - 1 || p.images.submitting} onClick={() => void p.move(image.id, 1)} aria-label={t('adForm.moveLater', { n: i + 1 })}>
                      →
                    </button>
                    {i > 0 && (
                      <button type="button" className="button button--small button--secondary" disabled={p.images.submitting} onClick={() => void p.makeCover(image.id)}>
                        {t('adForm.makeCover')}
                      </button>
                    )}
                    <button type="button" className="button button--small button--danger" disabled={p.images.submitting} onClick={() => void p.removeImage(image.id)} aria-label={t('adForm.removeImage', { n: i + 1 })}>
                      {t('dashboard.delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <div className="editor__actions">
            <button type="button" className="button button--secondary" onClick={() => p.goTo('details')}>
              {t('adForm.back')}
            </button>
            <button type="button" className="button button--primary" disabled={!p.canVisit('plan')} onClick={() => p.goTo('plan')}>
              {t('adForm.continue')}
            </button>
          </div>
        </section>
      )}

      {p.step === 'plan' && p.ad && (
        <section className="card stack" aria-labelledby="plan-step">
          <h2 id="plan-step" ref={heading} tabIndex={-1}>
            {t('adForm.step.plan')}
          </h2>
          {p.credits.length === 0 ? (
            <div className="stack">
              <p>{t('adForm.noCredits')}</p>
              <Link to={`/app/billing?return=${encodeURIComponent(`/app/ads/${p.ad.id}/edit`)}`} className="button button--primary">
                {t('adForm.buyPackage')}
              </Link>
            </div>
          ) : (
            <fieldset className="fieldset">
              <legend>{t('adForm.chooseCredit')}</legend>
              {p.credits.map((c) => {
                const pkg = app.products.find((x) => x.id === c.packageId);
                return (
                  <label key={c.packageId} className="radio-card">
                    <input type="radio" name="package" value={c.packageId} checked={p.packageId === c.packageId} onChange={() => p.choosePackage(c.packageId)} />
                    <span>
                      <strong>{packageName(c.packageId)}</strong> — {t('dashboard.creditsTotal', { count: c.credits })}
                      {pkg && <span className="muted"> · {t('adForm.packageTerms', { days: pkg.durationDays, images: pkg.maxImages })}</span>}
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
            <button type="button" className="button button--primary" disabled={p.credits.length === 0} onClick={() => p.goTo('review')}>
              {t('adForm.continue')}
            </button>
          </div>
        </section>
      )}

      {p.step === 'review' && p.ad && (
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
      )}
    </div>
  );
});

export default AdEditorPage;
