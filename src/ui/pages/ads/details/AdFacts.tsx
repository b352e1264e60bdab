import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../domain/ad';
import { formatDate, formatNumber, formatPrice } from '../../../components/format';

/** Eckdaten: what the property is, in a table of label and value (rows without a value are left out). */
export function AdFacts({ ad, lang }: { ad: Ad; lang: 'de' | 'en' }) {
  const { t } = useTranslation();
  const num = (v: number) => formatNumber(v, lang);
  const facts: [string, string | null][] = [
    [t('adForm.category'), t(`categories.${ad.category}`)],
    [t('adForm.propertyType'), ad.propertyType ? t(`propertyTypes.${ad.propertyType}`) : null],
    [t('adDetails.labels.livingArea'), ad.livingArea !== null ? `${num(ad.livingArea)} m²` : null],
    [
      t('adDetails.pricePerSqm'),
      ad.pricePerSqmCents !== null ? t('price.perSqm', { price: formatPrice(ad.pricePerSqmCents, lang) }) : null,
    ],
    [t('adForm.rooms'), ad.rooms !== null ? num(ad.rooms) : null],
    [t('adDetails.labels.plotArea'), ad.plotArea !== null ? `${num(ad.plotArea)} m²` : null],
    // As German listings say it: "Erdgeschoss (EG)", "2. OG", "Untergeschoss (UG)"; "2nd floor" in English.
    [
      t('adDetails.labels.floor'),
      ad.floor === null
        ? null
        : ad.floor === 0
          ? t('adDetails.groundFloor')
          : ad.floor < 0
            ? t('adDetails.basement')
            : t('adDetails.floorLevel', { count: ad.floor, ordinal: true }),
    ],
    [t('adForm.yearBuilt'), ad.yearBuilt !== null ? String(ad.yearBuilt) : null],
    [t('adForm.condition'), ad.condition ? t(`conditions.${ad.condition}`) : null],
    [t('adForm.heatingType'), ad.heatingType ? t(`heatingTypes.${ad.heatingType}`) : null],
    [t('adForm.availableFrom'), ad.availableFrom ? formatDate(ad.availableFrom, lang) : t('adDetails.availableNow')],
    [t('adDetails.offeredBy'), t(`sellerTypes.${ad.sellerType}`)],
    [t('adDetails.published'), ad.publishedAt ? formatDate(ad.publishedAt, lang) : null],
  ];
  return (
    <table className="facts">
      <tbody>
        {facts
          .filter(([, v]) => v !== null)
          .map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
