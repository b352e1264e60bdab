import { useTranslation } from 'react-i18next';
import { isRent, type Ad } from '../../../../domain/ad';
import { formatPrice } from '../../../components/format';

/** Kosten: what a tenant pays each month and once (Kaltmiete … Warmmiete, Kaution), or a buyer's price, Hausgeld and commission. */
export function AdCosts({ ad, lang }: { ad: Ad; lang: 'de' | 'en' }) {
  const { t } = useTranslation();
  const money = (cents: number | null) => (cents === null ? null : formatPrice(cents, lang));
  const rent = isRent(ad.category);
  const rows: [string, string | null, boolean?][] = rent
    ? [
        [t('adForm.priceRent'), ad.priceType === 'on_request' ? t('price.onRequest') : money(ad.priceCents)],
        [t('adForm.serviceCharge'), money(ad.serviceChargeCents)],
        [t('adForm.heatingCost'), ad.heatingIncluded ? t('adDetails.heatingIncluded') : money(ad.heatingCostCents)],
        [t('adDetails.warmRent'), money(ad.warmRentCents), true],
        [t('adForm.deposit'), money(ad.depositCents)],
      ]
    : [
        [t('adForm.priceSale'), ad.priceType === 'on_request' ? t('price.onRequest') : money(ad.priceCents)],
        [t('adForm.hoaFee'), money(ad.hoaFeeCents)],
      ];
  rows.push([t('adForm.parkingPrice').replace(/ \(.*\)$/, ''), money(ad.parkingPriceCents)]);
  rows.push([rent ? t('adDetails.commission') : t('adDetails.buyerCommission'), ad.commissionFree ? t('adDetails.commissionFree') : ad.commission]);
  return (
    <table className="facts facts--costs">
      <tbody>
        {rows
          .filter(([, value]) => value !== null)
          .map(([label, value, total]) => (
            <tr key={label} className={total ? 'facts__total' : undefined}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
