import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../domain/ad';
import { Price } from '../../components/ads/Price';
import { PriceCut } from '../../components/ads/PriceCut';
import { AdCosts } from './details/AdCosts';
import { AdFacts } from './details/AdFacts';
import { EnergySection } from './details/EnergySection';

type Level = 1 | 2 | 3;
const tag = (level: number) => `h${Math.min(level, 6)}` as 'h1';

/** The ad's title, place and price, as its page shows them (a preview puts it a level lower). */
export function AdHeading({ ad, level = 1 }: { ad: Ad; level?: Level }) {
  const Title = tag(level);
  return (
    <header className="ad-details__head">
      <Title className="ad-details__title">{ad.title}</Title>
      <p className="ad-details__place">
        {ad.postalCode} {ad.city}
        {ad.district ? `, ${ad.district}` : ''}
      </p>
      <p className="ad-details__price">
        <Price ad={ad} />
      </p>
      <PriceCut ad={ad} />
    </header>
  );
}

/**
 * What the ad says below its photos: facts, costs, features, description, energy certificate and location. The ad's
 * page and the ad form's preview show the same; `level` is the level of the sections' headings.
 */
export function AdSections({
  ad,
  lang,
  level = 2,
  map,
}: {
  ad: Ad;
  lang: 'de' | 'en';
  level?: 2 | 3 | 4;
  map?: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = tag(level);
  const id = (name: string) => `${name}-title${level === 2 ? '' : `-${level}`}`;
  return (
    <>
      <section aria-labelledby={id('facts')}>
        <Heading id={id('facts')}>{t('adDetails.facts')}</Heading>
        <AdFacts ad={ad} lang={lang} />
      </section>

      <section aria-labelledby={id('costs')}>
        <Heading id={id('costs')}>{t('adDetails.costs')}</Heading>
        <AdCosts ad={ad} lang={lang} />
      </section>

      {ad.features.length > 0 && (
        <section aria-labelledby={id('features')}>
          <Heading id={id('features')}>{t('adDetails.features')}</Heading>
          <ul className="feature-list">
            {ad.features.map((f) => (
              <li key={f}>{t(`features.${f}`)}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={id('description')}>
        <Heading id={id('description')}>{t('adDetails.description')}</Heading>
        <p className="ad-details__description">{ad.description}</p>
      </section>

      <EnergySection ad={ad} lang={lang} level={level} />

      <section aria-labelledby={id('location')}>
        <Heading id={id('location')}>{t('adDetails.location')}</Heading>
        <p>
          {ad.showExactAddress && ad.street
            ? t('adDetails.locationExact', { street: ad.street, city: ad.city, postalCode: ad.postalCode })
            : ad.district
              ? t('adDetails.locationText', { district: ad.district, city: ad.city, postalCode: ad.postalCode })
              : t('adDetails.locationTextNoDistrict', { city: ad.city, postalCode: ad.postalCode })}
        </p>
        {map}
      </section>
    </>
  );
}
