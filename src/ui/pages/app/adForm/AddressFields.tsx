import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import { useFormText } from '../../../components/useFormText';
import type { AdEditorPresenter } from '../AdEditorPresenter';

/** Where the property is. The street stays private unless the owner chooses to show it. */
export const AddressFields = observer(function AddressFields({ p }: { p: AdEditorPresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  const d = p.draft;
  const fieldError = (field: string) => text.fieldError(p.details.failure.fieldErrors[field]);
  return (
    <fieldset className="fieldset stack">
      <legend>{t('adForm.sections.address')}</legend>
      <FormField
        id="street"
        label={t('adForm.street')}
        autoComplete="address-line1"
        value={d.street}
        onValueChange={(v) => p.set('street', v)}
        error={fieldError('street')}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={d.showExactAddress}
          disabled={d.street.trim() === ''}
          onChange={(e) => p.set('showExactAddress', e.target.checked)}
          aria-describedby="showExactAddress-hint"
        />
        {t('adForm.showExactAddress')}
      </label>
      <p id="showExactAddress-hint" className="field__hint">
        {t('adForm.showExactAddressHint')}
      </p>
      <div className="field-row">
        <FormField
          id="postalCode"
          label={t('adForm.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={d.postalCode}
          onValueChange={(v) => p.set('postalCode', v)}
          error={fieldError('postalCode')}
          required
        />
        <FormField
          id="city"
          label={t('adForm.city')}
          autoComplete="address-level2"
          value={d.city}
          onValueChange={(v) => p.set('city', v)}
          error={fieldError('city')}
          required
        />
      </div>
      <FormField
        id="district"
        label={t('adForm.district')}
        value={d.district}
        onValueChange={(v) => p.set('district', v)}
        error={fieldError('district')}
      />
    </fieldset>
  );
});
