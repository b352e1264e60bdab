import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../domain/ad';
import { AdCard } from '../../../components/ads/AdCard';

/**
 * A row of ads under an ad: "Ähnliche Anzeigen" (also on the page of an ad that is gone), or the seller's other ads.
 * Nothing when there are none.
 */
export function SimilarAds({ ads, title, id = 'similar-title' }: { ads: Ad[]; title?: string; id?: string }) {
  const { t } = useTranslation();
  if (ads.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title ?? t('adDetails.similarTitle')}</h2>
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
