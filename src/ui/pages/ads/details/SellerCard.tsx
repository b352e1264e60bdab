import { useTranslation } from 'react-i18next';
import type { SellerProfile } from '../../../../domain/conversation';
import { formatMonth } from '../../../components/format';

/** Who offers the ad: first name, private or commercial, since when, and how they answer once that is known. */
export function SellerCard({ seller }: { seller: SellerProfile }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    <section className="card seller-card" aria-labelledby="seller-title">
      <h2 id="seller-title">{t('seller.title')}</h2>
      <p className="seller-card__name">
        <span className="seller-card__initial" aria-hidden="true">
          {seller.firstName.slice(0, 1)}
        </span>
        {seller.firstName}
      </p>
      <dl className="seller-card__facts">
        <div>
          <dt>{t('seller.kind')}</dt>
          <dd>{t(`sellerTypes.${seller.sellerType}`)}</dd>
        </div>
        <div>
          <dt>{t('seller.memberSince')}</dt>
          <dd>{formatMonth(seller.memberSince, lang)}</dd>
        </div>
        {seller.responseRate !== null && (
          <div>
            <dt>{t('seller.responseRate')}</dt>
            <dd>{t('seller.percent', { value: Math.round(seller.responseRate * 100) })}</dd>
          </div>
        )}
        {seller.responseHours !== null && (
          <div>
            <dt>{t('seller.responseTime')}</dt>
            <dd>{t('seller.withinHours', { count: seller.responseHours })}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
