import { useTranslation } from 'react-i18next';
import { isRent, type Ad } from '../../../../domain/ad';
import { formatPrice } from '../../../components/format';
import { formatLocalizedNumber } from '../../../../domain/numbers';
import { RENT_CONTROL_PARAGRAPHS, rentControlAreaOf } from '../../../../domain/rentControl';

/** Kosten: what a tenant pays each month and once (Kaltmiete … Warmmiete, Kaution), or a buyer's price, Hausgeld and commission. */
export function AdCosts({ ad, lang }: { ad: Ad; lang: 'de' | 'en' }) {
  const { t } = useTranslation();
  const money = (cents: number | null) => (cents === null ? null : formatPrice(cents, lang));
  // The label says what, the value how much and how often: "Nebenkosten – 470 € / Monat", never "Kaution (€) – 3.960 €".
  const monthly = (cents: number | null) =>
    cents === null ? null : t('adDetails.perMonth', { amount: formatPrice(cents, lang) });
  const label = (key: string) => t(`adDetails.labels.${key}`);
  const rent = isRent(ad.category);
  const rows: [string, string | null, boolean?][] = rent
    ? [
        [label('priceRent'), ad.priceType === 'on_request' ? t('price.onRequest') : monthly(ad.priceCents)],
        [label('serviceCharge'), monthly(ad.serviceChargeCents)],
        [label('heatingCost'), ad.heatingIncluded ? t('adDetails.heatingIncluded') : monthly(ad.heatingCostCents)],
        [t('adDetails.warmRent'), monthly(ad.warmRentCents), true],
        [label('deposit'), money(ad.depositCents)],
      ]
    : [
        [label('priceSale'), ad.priceType === 'on_request' ? t('price.onRequest') : money(ad.priceCents)],
        [label('hoaFee'), monthly(ad.hoaFeeCents)],
      ];
  rows.push([label('parkingPrice'), rent ? monthly(ad.parkingPriceCents) : money(ad.parkingPriceCents)]);
  rows.push([
    rent ? t('adDetails.commission') : t('adDetails.buyerCommission'),
    ad.commissionFree
      ? t('adDetails.commissionFree')
      : ad.buyerCommissionPercent !== null
        ? t('adDetails.buyerCommissionShare', {
            percent: formatLocalizedNumber(ad.buyerCommissionPercent, lang, 'area'),
          })
        : ad.commission,
  ]);
  // Mietpreisbremse: which exception the landlord relies on, stated where a Verordnung applies (§ 556g Abs. 1a BGB).
  const area = ad.rentControl ? rentControlAreaOf(ad, new Date()) : null;
  if (area && ad.rentControl)
    rows.push([
      t('rentControl.row'),
      t(`rentControl.stated.${ad.rentControl.exception}`, {
        city: area.city,
        amount: money(ad.rentControl.previousRentCents),
        paragraph: RENT_CONTROL_PARAGRAPHS[ad.rentControl.exception],
      }),
    ]);
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
