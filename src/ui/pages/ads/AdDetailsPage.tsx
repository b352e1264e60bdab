import { sellerName } from '../../../domain/conversation';
import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useInstance, usePrerenderedInstance } from '../../app/ContainerContext';
import { lazyPart } from '../../app/lazyPage';
import { VIEW_KEYS } from '../../app/prerenderedState';
import { useHydrated } from '../../components/useHydrated';
import { useNearViewport } from '../../components/useNearViewport';
import { Spinner } from '../../components/Spinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useFormText } from '../../components/useFormText';
import { AppConfig } from '../../../application/shared/ports';
import { AdDetailsPresenter } from './AdDetailsPresenter';
import { AdActions } from './details/AdActions';
import { Price } from '../../components/ads/Price';
import { AdHeading, AdSections } from './AdContent';
import { ContactByMail } from './details/ContactByMail';
import { Gallery } from './Gallery';
import { SellerCard } from './details/SellerCard';
import { SimilarAds } from './details/SimilarAds';
import { WriteToSeller } from './details/WriteToSeller';

// Leaflet only for pages that show a map, only once the page is there, and only when the visitor scrolls near it.
const AdLocationMap = lazy(() => import('./details/AdLocationMap'));
// Only an owner looking at their own ad that visitors do not see: where it stands and why (their statements of reasons).
const OwnAdReview = lazyPart(() => import('../decisions/OwnAdReview'), ['account']);
// Only for a signed-in reader, once the page is live: the viewing times the landlord offers them (issue 71).
const AdViewingOffer = lazyPart(() => import('../viewings/AdViewingOffer'), ['viewings']);

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
  // The server renders a live ad alike for everyone: what differs for its owner follows once the browser has the page.
  const ownAd = hydrated && p.isOwnAd;
  return (
    <article className="ad-details">
      <nav aria-label={t('adDetails.breadcrumb')} className="breadcrumb">
        <Link to="/ads">{t('ads.title')}</Link> <span aria-hidden="true">›</span>{' '}
        <Link to={`/ads?category=${ad.category}`}>{t(`categories.${ad.category}`)}</Link>
      </nav>
      <AdHeading ad={ad} />
      {ad.status !== 'active' &&
        (p.isOwnAd ? (
          <Suspense
            fallback={
              <p className="notice" role="note">
                {t(`adDetails.review.${ad.status}.title`)}: {t(`adDetails.review.${ad.status}.text`)}
              </p>
            }
          >
            <OwnAdReview adId={ad.id} status={ad.status} />
          </Suspense>
        ) : (
          <p className="notice" role="note">
            {t('adDetails.notPublic')}
          </p>
        ))}

      <div className="ad-details__layout">
        <div className="ad-details__main">
          <Gallery
            images={ad.images}
            index={p.imageIndex}
            title={ad.title}
            onShow={(i) => p.showImage(i)}
            onNext={() => p.next()}
            onPrevious={() => p.previous()}
          />

          <AdSections
            ad={ad}
            lang={lang}
            map={
              ad.location &&
              (hydrated && mapNear ? (
                <Suspense fallback={<div className="ad-location-map" />}>
                  <AdLocationMap location={ad.location} tiles={config.map} title={ad.title} />
                </Suspense>
              ) : (
                <div className="ad-location-map" ref={mapSlot} />
              ))
            }
          />
        </div>

        <aside className="ad-details__aside" aria-label={t('adDetails.contactTitle')}>
          {ownAd ? (
            <div className="card">
              <p>{t('adDetails.ownAd')}</p>
              <Link to={`/app/ads/${ad.id}/edit`} className="button button--secondary">
                {t('dashboard.edit')}
              </Link>
            </div>
          ) : (
            <section className="card stack" aria-labelledby="contact-title">
              <h2 id="contact-title">{t('adDetails.contactTitle')}</h2>
              <WriteToSeller adId={ad.id} sellerName={p.seller ? sellerName(p.seller) : null} />
              <ContactByMail p={p} />
              <p className="muted">
                {t('adDetails.safety')} <Link to="/sicherheit">{t('adDetails.safetyLink')}</Link>
              </p>
            </section>
          )}
          {hydrated && p.readerSignedIn && (
            <Suspense fallback={null}>
              <AdViewingOffer adId={ad.id} />
            </Suspense>
          )}
          {p.seller && <SellerCard seller={p.seller} />}
          <AdActions p={p} adId={ad.id} />
        </aside>
      </div>
      <SimilarAds ads={p.seller?.otherAds ?? []} title={t('seller.otherAds')} id="seller-ads-title" />
      <SimilarAds ads={p.similar} />
      {!ownAd && ad.status === 'active' && (
        // Phones only (CSS): the price and the way to the contact form stay in reach while reading.
        <div className="contact-bar">
          <span className="contact-bar__price">
            <Price ad={ad} />
          </span>
          <a href="#contact-title" className="button button--primary">
            {t('adDetails.contactNow')}
          </a>
        </div>
      )}
    </article>
  );
});

export default AdDetailsPage;
