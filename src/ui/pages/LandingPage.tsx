import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AD_CATEGORIES } from '../../domain/ad';
import { useInstance, usePrerenderedInstance } from '../app/ContainerContext';
import { VIEW_KEYS } from '../app/prerenderedState';
import { AppPresenter } from '../app/AppPresenter';
import { AdCard, AdCardSkeleton } from '../components/ads/AdCard';
import { usePageTitle } from '../components/usePageTitle';
import { formatPrice } from '../components/format';
import { LandingPresenter } from './LandingPresenter';

const LandingPage = observer(function LandingPage() {
  const app = useInstance(AppPresenter);
  const p = usePrerenderedInstance(LandingPresenter, VIEW_KEYS.landing);
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  usePageTitle(t('landing.title'));
  const accountDeleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true;
  useEffect(() => {
    void p.load();
  }, [p]);

  return (
    <>
      {accountDeleted && (
        <p className="alert alert--success" role="status">
          {t('landing.accountDeleted')}
        </p>
      )}
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('landing.heroTitle')}</h1>
        <p className="hero__lead">{t('landing.heroLead')}</p>
        <form
          className="hero-search"
          action="/ads"
          role="search"
          aria-label={t('landing.searchLabel')}
          onSubmit={(e) => {
            e.preventDefault();
            const params = new URLSearchParams();
            if (q.trim()) params.set('q', q.trim());
            if (category) params.set('category', category);
            navigate(`/ads${params.size ? `?${params}` : ''}`);
          }}
        >
          <div className="field">
            <label htmlFor="hero-q">{t('search.q')}</label>
            <input
              id="hero-q"
              name="q"
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('search.qPlaceholder')}
            />
          </div>
          <div className="field">
            <label htmlFor="hero-category">{t('search.category')}</label>
            <select id="hero-category" name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{t('search.anyCategory')}</option>
              {AD_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary">
            {t('search.submit')}
          </button>
        </form>
      </section>

      <section className="section" aria-labelledby="categories-title">
        <h2 id="categories-title">{t('landing.categoriesTitle')}</h2>
        <ul className="category-grid">
          {AD_CATEGORIES.map((c) => (
            <li key={c}>
              <Link to={`/ads?category=${c}`} className="category-tile">
                <span>{t(`categories.${c}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {(p.loading || p.featured.length > 0) && (
        <section className="section" aria-labelledby="featured-title">
          <h2 id="featured-title">{t('landing.featuredTitle')}</h2>
          <ul className="ad-grid">
            {p.loading
              ? [0, 1, 2].map((i) => (
                  <li key={i}>
                    <AdCardSkeleton />
                  </li>
                ))
              : p.featured.map((ad, index) => (
                  <li key={ad.id}>
                    <AdCard ad={ad} priority={index === 0} />
                  </li>
                ))}
          </ul>
        </section>
      )}

      <section className="section" aria-labelledby="latest-title">
        <div className="section__head">
          <h2 id="latest-title">{t('landing.latestTitle')}</h2>
          <Link to="/ads">{t('landing.allAds')}</Link>
        </div>
        {p.failed ? (
          <p role="alert" className="alert alert--danger">
            {t('errors.NETWORK_ERROR')}
          </p>
        ) : (
          <ul className="ad-grid">
            {p.loading
              ? [0, 1, 2, 3, 4, 5].map((i) => (
                  <li key={i}>
                    <AdCardSkeleton />
                  </li>
                ))
              : p.latest.map((ad) => (
                  <li key={ad.id}>
                    <AdCard ad={ad} />
                  </li>
                ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="packages-title" className="section">
        <h2 id="packages-title">{t('landing.packagesTitle')}</h2>
        {app.products.length === 0 ? (
          <p>{t('landing.packagesEmpty')}</p>
        ) : (
          <ul className="card-grid">
            {app.products.map((pkg) => (
              <li key={pkg.id} className={`card package-card${pkg.featured ? ' package-card--featured' : ''}`}>
                <h3>{pkg.name[lang]}</h3>
                <p className="price">{formatPrice(pkg.priceCents, lang)}</p>
                <p className="muted">{t('landing.vatIncluded')}</p>
                <p>{pkg.description[lang]}</p>
                <p className="muted">{t('landing.packageFacts', { count: pkg.adCredits, days: pkg.durationDays })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="how-title" className="section">
        <h2 id="how-title">{t('landing.howTitle')}</h2>
        <ol className="steps">
          {(['register', 'create', 'publish'] as const).map((step, i) => (
            <li key={step} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t(`landing.how.${step}.title`)}</h3>
              <p>{t(`landing.how.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
});

export default LandingPage;
