import { useTranslation } from 'react-i18next';
import { SELLER_TYPES, type SellerType } from '../../domain/ad';

/** "Privat" or "Gewerblich": whom a person sells as, chosen at registration and changeable in the profile. */
export function SellerKindChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: SellerType;
  onChange: (kind: SellerType) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="fieldset">
      <legend>{t('sellerKind.legend')}</legend>
      <div className="radio-row">
        {SELLER_TYPES.map((kind) => (
          <label key={kind} className="checkbox">
            <input type="radio" name={name} value={kind} checked={value === kind} onChange={() => onChange(kind)} />
            {t(`sellerTypes.${kind}`)}
          </label>
        ))}
      </div>
      <p className="muted">{t(`sellerKind.hint.${value}`)}</p>
    </fieldset>
  );
}
