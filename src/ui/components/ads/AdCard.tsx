import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Ad } from '../../../domain/ad';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { AdImage } from './AdImage';
import { Price } from './Price';
import { formatNumber, formatPrice } from '../format';

/** One ad in a list. `priority`: the first card of a page, whose photo is worth fetching before the others. */
export function AdCard({
  ad,
  headingLevel = 3,
  priority = false,
}: {
  ad: Ad;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const cover = ad.images[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const featured = ad.featuredUntil !== null && Date.parse(ad.featuredUntil) > Date.now();
  const titleId = useId();
  return (
    <article className="ad-card">
      <div className="ad-card__media">
        {cover ? (
          <AdImage
            image={cover}
            alt=""
            sizes="(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 360px"
            className="ad-card__image"
            priority={priority}
          />
        ) : (
          <div className="ad-card__placeholder" aria-hidden="true">
            ⌂
          </div>
        )}
        {featured && <span className="badge badge--featured">{t('ads.featured')}</span>}
        <FavoriteButton adId={ad.id} describedBy={titleId} />
      </div>
      <div className="ad-card__body">
        <p className="ad-card__price">
          <Price ad={ad} />
          {ad.priceReduction && (
            <>
              {' '}
              <span className="ad-card__cut">{t('price.cutShort')}</span>
            </>
          )}
        </p>
        <Heading className="ad-card__title">
          <Link to={`/ads/${ad.id}`} className="ad-card__link" id={titleId}>
            {ad.title}
          </Link>
        </Heading>
        <p className="ad-card__facts">
          {[
            t(`categories.${ad.category}`),
            ad.rooms !== null ? t('ads.roomsShort', { count: ad.rooms, rooms: formatNumber(ad.rooms, lang) }) : null,
            ad.livingArea !== null ? `${formatNumber(ad.livingArea, lang)} m²` : null,
            ad.pricePerSqmCents !== null ? t('price.perSqm', { price: formatPrice(ad.pricePerSqmCents, lang) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="ad-card__place">
          {ad.postalCode} {ad.city}
          {ad.district ? `, ${ad.district}` : ''}
        </p>
      </div>
    </article>
  );
}

export function AdCardSkeleton() {
  return (
    <div className="ad-card ad-card--skeleton" aria-hidden="true">
      <div className="ad-card__media skeleton" />
      <div className="ad-card__body">
        <div className="skeleton skeleton--line" style={{ width: '40%' }} />
        <div className="skeleton skeleton--line" style={{ width: '90%' }} />
        <div className="skeleton skeleton--line" style={{ width: '60%' }} />
      </div>
    </div>
  );
}
