import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../domain/ad';
import { AdCard } from '../../../components/ads/AdCard';

/** "Ähnliche Anzeigen": under an ad, and on the page of an ad that is gone. Nothing when there are none. */
export function SimilarAds({ ads }: { ads: Ad[] }) {
  const { t } = useTranslation();
  if (ads.length === 0) return null;
  return (
    <section className="section" aria-labelledby="similar-title">
      <h2 id="similar-title">{t('adDetails.similarTitle')}</h2>
      <ul className="ad-grid">
        {ads.map((ad) => (
          <li key={ad.id}>
            <AdCard ad={ad} />
          </li>
        ))}
      </ul>
    </section>
  );
}
