import { useTranslation } from 'react-i18next';
import { sellerName, type SellerProfile } from '../../../../domain/conversation';
import { formatMonth } from '../../../components/format';
import type { TraderDetails } from '../../../../domain/trader';

/**
 * Who offers the ad: a company's name or a private seller's first name, private or commercial, since when, what was confirmed about them (and their number
 * if they show it), and how they answer once that is known.
 */
export function SellerCard({ seller }: { seller: SellerProfile }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  return (
    <section className="card seller-card" aria-labelledby="seller-title">
      <h2 id="seller-title">{t('seller.title')}</h2>
      <p className="seller-card__name">
        <span className="seller-card__initial" aria-hidden="true">
          {sellerName(seller).slice(0, 1)}
        </span>
        {sellerName(seller)}
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
        {(seller.verified.email || seller.verified.phone) && (
          <div>
            <dt>{t('seller.verified')}</dt>
            <dd>
              {[seller.verified.email && t('seller.emailVerified'), seller.verified.phone && t('seller.phoneVerified')]
                .filter(Boolean)
                .join(' · ')}
              {seller.phone && (
                <>
                  <br />
                  <a href={`tel:${seller.phone.replace(/[^+\d]/g, '')}`}>{seller.phone}</a>
                </>
              )}
            </dd>
          </div>
        )}
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
      {seller.imprint ? (
        <TraderImprint imprint={seller.imprint} />
      ) : (
        <p className="muted">{t('seller.privateSeller')}</p>
      )}
    </section>
  );
}

/** A trader's Anbieter-Impressum (§ 5 DDG): who they are, where, who represents them, how to reach them at once. */
function TraderImprint({ imprint }: { imprint: TraderDetails }) {
  const { t } = useTranslation();
  return (
    <section className="seller-card__imprint" aria-labelledby="seller-imprint">
      <h3 id="seller-imprint">{t('seller.imprint')}</h3>
      <address>
        <strong>{imprint.companyName}</strong> ({imprint.legalForm})
        <br />
        {imprint.street}
        <br />
        {imprint.postalCode} {imprint.city}, {t(`countries.${imprint.country}`)}
        <br />
        {t('seller.representedBy', { name: imprint.representative })}
        <br />
        {t('seller.phone')} <a href={`tel:${imprint.phone.replace(/[^+\d]/g, '')}`}>{imprint.phone}</a>
        <br />
        {t('seller.email')} <a href={`mailto:${imprint.email}`}>{imprint.email}</a>
      </address>
      {imprint.registerCourt && imprint.registerNumber && (
        <p>{t('seller.register', { court: imprint.registerCourt, number: imprint.registerNumber })}</p>
      )}
      {imprint.vatId && <p>{t('seller.vatId', { vatId: imprint.vatId })}</p>}
    </section>
  );
}
