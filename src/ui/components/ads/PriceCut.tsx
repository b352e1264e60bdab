import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../domain/ad';
import { formatDate, formatPrice } from '../format';

const DAY_MS = 86_400_000;

/**
 * Under an ad's price (issue 71): the latest cut while it was online, with the price before it, and how long the ad
 * has been online. The day count follows the reader's clock, so the server's render and the browser may differ by a
 * day at its turn: that one text is not held against the hydration.
 */
export function PriceCut({ ad }: { ad: Pick<Ad, 'priceReduction' | 'publishedAt' | 'status'> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const days =
    ad.status === 'active' && ad.publishedAt
      ? Math.max(0, Math.floor((Date.now() - Date.parse(ad.publishedAt)) / DAY_MS))
      : null;
  if (!ad.priceReduction && days === null) return null;
  return (
    <p className="ad-details__history">
      {ad.priceReduction && (
        <span className="ad-details__cut">
          {t('price.cut', {
            date: formatDate(ad.priceReduction.at, lang),
            before: formatPrice(ad.priceReduction.beforeCents, lang),
          })}
        </span>
      )}
      {ad.priceReduction && days !== null && ' · '}
      {days !== null && <span suppressHydrationWarning>{t('price.online', { count: days })}</span>}
    </p>
  );
}
