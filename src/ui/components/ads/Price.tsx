import { useTranslation } from 'react-i18next';
import { isMonthlyPrice, type Ad } from '../../../domain/ad';
import { formatPrice } from '../format';

/** "1.250 € / Monat", "Preis auf Anfrage", "450.000 € VB" — as German listings show prices. */
export function Price({ ad }: { ad: Pick<Ad, 'priceCents' | 'priceType' | 'category'> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  if (ad.priceType === 'on_request' || ad.priceCents === null) return <>{t('price.onRequest')}</>;
  return (
    <>
      {formatPrice(ad.priceCents, lang)}
      {isMonthlyPrice(ad.category) && ` ${t('price.perMonth')}`}
      {ad.priceType === 'negotiable' && ` ${t('price.negotiable')}`}
    </>
  );
}
