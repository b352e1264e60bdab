import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Favorite } from '../../../domain/favorite';
import { useInstance } from '../../app/ContainerContext';
import { AdCard } from '../../components/ads/AdCard';
import { Price } from '../../components/ads/Price';
import { FavoriteButton } from '../../components/favorites/FavoriteButton';
import { formatDate, formatDateTime } from '../../components/format';
import { LoadedList } from '../../components/LoadedList';
import { usePageTitle } from '../../components/usePageTitle';
import { FavoritesPresenter } from './FavoritesPresenter';

const FavoritesPage = observer(function FavoritesPage() {
  const p = useInstance(FavoritesPresenter);
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  usePageTitle(t('favorites.title'));
  useEffect(() => {
    void p.load();
  }, [p]);

  return (
    <div className="stack">
      <div className="dashboard__head">
        <h1>{t('favorites.title')}</h1>
        <Link to="/app/searches">{t('nav.searches')}</Link>
      </div>
      {p.offlineSince && (
        <p className="alert alert--info" role="status">
          {t('favorites.offline', { date: formatDateTime(p.offlineSince, lang) })}
        </p>
      )}
      <LoadedList
        loading={p.loading}
        errorCode={p.errorCode}
        empty={p.shown.length === 0}
        emptyState={{
          title: t('favorites.empty'),
          hint: t('favorites.emptyHint'),
          action: { to: '/ads', label: t('favorites.browse') },
        }}
      >
        <ul className="ad-grid favorites" aria-label={t('favorites.title')}>
          {p.shown.map((favorite) => (
            <li key={favorite.adId}>
              {favorite.ad ? (
                <AvailableFavorite favorite={favorite} changed={p.priceChanged(favorite)} />
              ) : (
                <GoneFavorite favorite={favorite} />
              )}
            </li>
          ))}
        </ul>
      </LoadedList>
    </div>
  );
});

function AvailableFavorite({ favorite, changed }: { favorite: Favorite; changed: boolean }) {
  const { t } = useTranslation();
  const ad = favorite.ad!;
  return (
    <div className="favorite">
      <AdCard ad={ad} headingLevel={2} />
      {changed && (
        <p className="favorite__price-change">
          {t('favorites.priceChanged')}{' '}
          <del>
            <span className="visually-hidden">{t('favorites.before')} </span>
            <Price ad={{ ...ad, priceCents: favorite.savedPriceCents }} />
          </del>{' '}
          <ins>
            <span className="visually-hidden">{t('favorites.now')} </span>
            <Price ad={ad} />
          </ins>
        </p>
      )}
    </div>
  );
}

/** An ad that went offline: named, marked, and removable, but no longer linked. */
function GoneFavorite({ favorite }: { favorite: Favorite }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const titleId = `favorite-${favorite.adId}`;
  return (
    <article className="ad-card favorite favorite--gone">
      <div className="ad-card__media">
        <div className="ad-card__placeholder" aria-hidden="true">
          ⌂
        </div>
        <FavoriteButton adId={favorite.adId} describedBy={titleId} />
      </div>
      <div className="ad-card__body">
        <p className="badge">{t('favorites.unavailable')}</p>
        <h2 className="ad-card__title" id={titleId}>
          {favorite.title}
        </h2>
        <p className="ad-card__place">
          {favorite.postalCode} {favorite.city}
        </p>
        <p className="muted">{t('favorites.savedOn', { date: formatDate(favorite.savedAt, lang) })}</p>
      </div>
    </article>
  );
}

export default FavoritesPage;
