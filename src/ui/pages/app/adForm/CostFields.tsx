import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isRent, priceKind, PRICE_TYPES, type AdCategory } from '../../../../domain/ad';
import { AD_LIMITS } from '../../../../domain/adValidation';
import { SelectField } from '../../../components/SelectField';
import { FormField } from '../../../components/FormField';
import { useFormText } from '../../../components/useFormText';
import type { AdEditorPresenter } from '../AdEditorPresenter';
import { NumberField } from '../../../components/NumberField';
import { buyerCommissionAsked, type NumberField as NumberFieldName } from './adFormMapping';

/** Price and what it costs besides: Kaltmiete, Nebenkosten, Heizkosten, Kaution for a rent; Kaufpreis and Hausgeld for a sale. */
const PRICE_LABELS = { rent: 'adForm.priceRent', sale: 'adForm.priceSale', either: 'adForm.price' } as const;

export const CostFields = observer(function CostFields({ p }: { p: AdEditorPresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  const d = p.draft;
  const rent = d.category !== '' && isRent(d.category as AdCategory);
  const fieldError = (field: string) => text.fieldError(p.details.failure.fieldErrors[field]);
  const money = (name: NumberFieldName, label: string, serverField: string, required = false) => (
    <NumberField
      id={name}
      label={label}
      kind="money"
      unit="€"
      lang={p.numbers.lang}
      value={d[name]}
      required={required}
      problem={p.numbers.problems[name]}
      serverError={fieldError(serverField)}
      onValueChange={(v) => p.set(name, v)}
      onBlur={() => p.numbers.blur(name)}
      onAccept={(v) => p.numbers.accept(name, v)}
    />
  );
  const flag = (name: 'heatingIncluded' | 'commissionFree', label: string) => (
    <label className="checkbox">
      <input type="checkbox" checked={d[name]} onChange={(e) => p.set(name, e.target.checked)} />
      {label}
    </label>
  );
  return (
    <fieldset className="fieldset stack">
      <legend>{t('adForm.sections.costs')}</legend>
      <div className="field-row">
        <SelectField
          id="priceType"
          label={t('adForm.priceType')}
          value={d.priceType}
          onValueChange={(v) => p.set('priceType', v as typeof d.priceType)}
          options={PRICE_TYPES.map((pt) => ({ value: pt, label: t(`priceTypes.${pt}`) }))}
        />
        {d.priceType !== 'on_request' && money('price', t(PRICE_LABELS[priceKind(d.category)]), 'priceCents', true)}
      </div>
      {rent ? (
        <>
          <div className="field-row">
            {money('serviceCharge', t('adForm.serviceCharge'), 'serviceChargeCents')}
            {!d.heatingIncluded && money('heatingCost', t('adForm.heatingCost'), 'heatingCostCents')}
          </div>
          {flag('heatingIncluded', t('adForm.heatingIncluded'))}
          {money('deposit', t('adForm.deposit'), 'depositCents')}
        </>
      ) : (
        money('hoaFee', t('adForm.hoaFee'), 'hoaFeeCents')
      )}
      {money('parkingPrice', t('adForm.parkingPrice'), 'parkingPriceCents')}
      {rent ? (
        <p className="field__hint">{t('adForm.tenantPaysNoCommission')}</p>
      ) : (
        flag('commissionFree', t('adForm.commissionFree'))
      )}
      {buyerCommissionAsked(d) && (
        <>
          <NumberField
            id="buyerCommission"
            label={t('adForm.buyerCommission')}
            hint={t('adForm.buyerCommissionHint')}
            kind="area"
            unit="%"
            lang={p.numbers.lang}
            value={d.buyerCommission}
            problem={p.numbers.problems.buyerCommission}
            serverError={fieldError('buyerCommissionPercent')}
            onValueChange={(v) => p.set('buyerCommission', v)}
            onBlur={() => p.numbers.blur('buyerCommission')}
            onAccept={(v) => p.numbers.accept('buyerCommission', v)}
          />
          <div>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={d.sellerPaysSame}
                aria-invalid={fieldError('sellerPaysSame') ? true : undefined}
                aria-describedby={fieldError('sellerPaysSame') ? 'sellerPaysSame-error' : undefined}
                onChange={(e) => p.set('sellerPaysSame', e.target.checked)}
              />
              {t('adForm.sellerPaysSame')}
            </label>
            {fieldError('sellerPaysSame') && (
              <p id="sellerPaysSame-error" className="field__error">
                {fieldError('sellerPaysSame')}
              </p>
            )}
          </div>
        </>
      )}
      {!rent && !d.commissionFree && !buyerCommissionAsked(d) && (
        <FormField
          id="commission"
          label={t('adForm.commission')}
          hint={t('adForm.commissionHint')}
          limit={AD_LIMITS.commissionMax}
          value={d.commission}
          onValueChange={(v) => p.set('commission', v)}
          error={fieldError('commission')}
        />
      )}
    </fieldset>
  );
});
