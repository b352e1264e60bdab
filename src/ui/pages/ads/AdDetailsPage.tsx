import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { REPORT_REASONS, type ReportReason } from '../../../application/ads/ports';
import { useInstance, usePrerenderedInstance } from '../../app/ContainerContext';
import { VIEW_KEYS } from '../../app/prerenderedState';
import { useHydrated } from '../../components/useHydrated';
import { useNearViewport } from '../../components/useNearViewport';
import { Price } from '../../components/ads/Price';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextAreaField } from '../../components/TextAreaField';
import { formatNumber } from '../../components/format';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { AppConfig } from '../../../application/shared/ports';
import { FavoriteButton } from '../../components/favorites/FavoriteButton';
import { AdDetailsPresenter } from './AdDetailsPresenter';
import { AdCosts } from './details/AdCosts';
import { AdFacts } from './details/AdFacts';
import { Gallery } from './Gallery';
import { SimilarAds } from './details/SimilarAds';

// Leaflet only for pages that show a map, only once the page is there, and only when the visitor scrolls near it.
const AdLocationMap = lazy(() => import('./details/AdLocationMap'));

const AdDetailsPage = observer(function AdDetailsPage() {
  const { id = '' } = useParams();
  const p = usePrerenderedInstance(AdDetailsPresenter, VIEW_KEYS.ad(id));
  const hydrated = useHydrated();
  const [mapSlot, mapNear] = useNearViewport<HTMLDivElement>();
  const config = useInstance(AppConfig);
  const { t, i18n } = useTranslation();
  const text = useFormText();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  usePageTitle(p.ad?.title ?? t('adDetails.title'));
  useEffect(() => {
    void p.load(id);
  }, [p, id]);

  if (p.loading) return <Spinner />;
  if (p.errorCode || !p.ad) {
    const [title, message] =
      p.errorCode === 'AD_GONE'
        ? [t('adDetails.goneTitle'), t('adDetails.goneText')]
        : p.errorCode === 'NOT_FOUND'
          ? [t('adDetails.notFoundTitle'), t('adDetails.notFoundText')]
          : [t('adDetails.title'), text.errorCode(p.errorCode)];
    return (
      <>
        <section className="empty-state">
          <h1>{title}</h1>
          <p>{message}</p>
          <Link to="/ads" className="button button--primary">
            {p.errorCode === 'AD_GONE' ? t('adDetails.searchMore') : t('adDetails.backToList')}
          </Link>
        </section>
        <SimilarAds ads={p.similar} />
      </>
    );
  }
  const ad = p.ad;
  const num = (v: number) => formatNumber(v, lang);
  return (
    <article className="ad-details">
      <nav aria-label={t('adDetails.breadcrumb')} className="breadcrumb">
        <Link to="/ads">{t('ads.title')}</Link> <span aria-hidden="true">›</span> <Link to={`/ads?category=${ad.category}`}>{t(`categories.${ad.category}`)}</Link>
      </nav>
      <header className="ad-details__head">
        <h1>{ad.title}</h1>
        <p className="ad-details__place">
          {ad.postalCode} {ad.city}
          {ad.district ? `, ${ad.district}` : ''}
        </p>
        <p className="ad-details__price">
          <Price ad={ad} />
        </p>
      </header>

      <div className="ad-details__layout">
        <div className="ad-details__main">
          <Gallery images={ad.images} index={p.imageIndex} title={ad.title} onShow={(i) => p.showImage(i)} onNext={() => p.next()} onPrevious={() => p.previous()} />

          <section aria-labelledby="facts-title">
            <h2 id="facts-title">{t('adDetails.facts')}</h2>
            <AdFacts ad={ad} lang={lang} />
          </section>

          <section aria-labelledby="costs-title">
            <h2 id="costs-title">{t('adDetails.costs')}</h2>
            <AdCosts ad={ad} lang={lang} />
          </section>

          {ad.features.length > 0 && (
            <section aria-labelledby="features-title">
              <h2 id="features-title">{t('adDetails.features')}</h2>
              <ul className="feature-list">
                {ad.features.map((f) => (
                  <li key={f}>{t(`features.${f}`)}</li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="description-title">
            <h2 id="description-title">{t('adDetails.description')}</h2>
            <p className="ad-details__description">{ad.description}</p>
          </section>

          <section aria-labelledby="energy-title">
            <h2 id="energy-title">{t('adDetails.energy')}</h2>
            {ad.energyCertificate ? (
              <table className="facts">
                <tbody>
                  <tr>
                    <th scope="row">{t('energy.type')}</th>
                    <td>{t(`energy.types.${ad.energyCertificate.type}`)}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('energy.value')}</th>
                    <td>{num(ad.energyCertificate.kwhPerSqmYear)} kWh/(m²·a)</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('energy.carrier')}</th>
                    <td>{t(`energy.carriers.${ad.energyCertificate.carrier}`)}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('energy.class')}</th>
                    <td>
                      <span className={`energy-class energy-class--${ad.energyCertificate.efficiencyClass.replace('+', 'plus')}`}>{ad.energyCertificate.efficiencyClass}</span>
                    </td>
                  </tr>
                  {ad.yearBuilt !== null && (
                    <tr>
                      <th scope="row">{t('adForm.yearBuilt')}</th>
                      <td>{ad.yearBuilt}</td>
                    </tr>
                  )}
                </tbody>
              </table>
            ) : (
              <p className="muted">{t('adDetails.noEnergy')}</p>
            )}
          </section>

          <section aria-labelledby="location-title">
            <h2 id="location-title">{t('adDetails.location')}</h2>
            <p>
              {ad.showExactAddress && ad.street
                ? t('adDetails.locationExact', { street: ad.street, city: ad.city, postalCode: ad.postalCode })
                : ad.district
                  ? t('adDetails.locationText', { district: ad.district, city: ad.city, postalCode: ad.postalCode })
                  : t('adDetails.locationTextNoDistrict', { city: ad.city, postalCode: ad.postalCode })}
            </p>
            {ad.location &&
              (hydrated && mapNear ? (
                <Suspense fallback={<div className="ad-location-map" />}>
                  <AdLocationMap location={ad.location} tiles={config.map} title={ad.title} />
                </Suspense>
              ) : (
                <div className="ad-location-map" ref={mapSlot} />
              ))}
          </section>
        </div>

        <aside className="ad-details__aside" aria-label={t('adDetails.contactTitle')}>
          {p.isOwnAd ? (
            <div className="card">
              <p>{t('adDetails.ownAd')}</p>
              <Link to={`/app/ads/${ad.id}/edit`} className="button button--secondary">
                {t('dashboard.edit')}
              </Link>
            </div>
          ) : (
            <section className="card" aria-labelledby="contact-title">
              <h2 id="contact-title">{t('adDetails.contactTitle')}</h2>
              {p.contactSent && (
                <p className="alert alert--success" role="status">
                  {t('adDetails.contactSent')}
                </p>
              )}
              <form
                noValidate
                className="stack"
                onSubmit={(e) => {
                  e.preventDefault();
                  void p.sendContact();
                }}
              >
                <FormAlert message={text.errorCode(p.contactSubmission.failure.errorCode)} />
                <FormField id="contact-name" label={t('adDetails.yourName')} autoComplete="name" value={p.contact.name} onValueChange={(v) => p.setContact('name', v)} error={text.fieldError(p.contactSubmission.failure.fieldErrors.name)} required />
                <FormField id="contact-email" type="email" label={t('fields.email')} autoComplete="email" value={p.contact.email} onValueChange={(v) => p.setContact('email', v)} error={text.fieldError(p.contactSubmission.failure.fieldErrors.email)} required />
                <FormField id="contact-phone" type="tel" label={t('adDetails.phoneOptional')} autoComplete="tel" value={p.contact.phone} onValueChange={(v) => p.setContact('phone', v)} error={text.fieldError(p.contactSubmission.failure.fieldErrors.phone)} />
                <TextAreaField id="contact-message" label={t('adDetails.message')} rows={5} value={p.contact.message} onValueChange={(v) => p.setContact('message', v)} error={text.fieldError(p.contactSubmission.failure.fieldErrors.message)} required />
                <p className="field__hint">{t('adDetails.contactPrivacy')}</p>
                <SubmitButton busy={p.contactSubmission.submitting}>{t('adDetails.send')}</SubmitButton>
              </form>
            </section>
          )}

          <div className="card stack">
            <FavoriteButton adId={ad.id} variant="page" />
            <button type="button" className="button button--secondary" onClick={() => void p.share(window.location.href)}>
              {t('adDetails.share')}
            </button>
            <p role="status" className="muted">
              {p.shared === 'copied' ? t('adDetails.linkCopied') : p.shared === 'unavailable' ? window.location.href : ''}
            </p>
            <details className="report">
              <summary>{t('adDetails.report')}</summary>
              {p.reportSent ? (
                <p role="status">{t('adDetails.reportSent')}</p>
              ) : (
                <form
                  noValidate
                  className="stack"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void p.sendReport();
                  }}
                >
                  <SelectField
                    id="report-reason"
                    label={t('adDetails.reportReason')}
                    value={p.reportReason}
                    onValueChange={(v) => p.setReportReason(v as ReportReason | '')}
                    options={[{ value: '', label: t('adDetails.chooseReason') }, ...REPORT_REASONS.map((r) => ({ value: r, label: t(`reportReasons.${r}`) }))]}
                    error={text.fieldError(p.reportSubmission.failure.fieldErrors.reason)}
                  />
                  <TextAreaField id="report-message" label={t('adDetails.reportMessage')} rows={3} value={p.reportMessage} onValueChange={(v) => p.setReportMessage(v)} />
                  <FormAlert message={text.errorCode(p.reportSubmission.failure.errorCode)} />
                  <button type="submit" className="button button--secondary" disabled={p.reportSubmission.submitting}>
                    {t('adDetails.sendReport')}
                  </button>
                </form>
              )}
            </details>
          </div>
        </aside>
      </div>
      <SimilarAds ads={p.similar} />
    </article>
  );
});

export default AdDetailsPage;
