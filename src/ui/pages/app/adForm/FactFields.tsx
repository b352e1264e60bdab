import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  AD_FEATURES,
  CONDITIONS,
  ENERGY_CARRIERS,
  ENERGY_CERTIFICATE_TYPES,
  HEATING_TYPES,
} from '../../../../domain/ad';
import { propertyTypesFor } from '../../../../domain/adValidation';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { useFormText } from '../../../components/useFormText';
import type { AdEditorPresenter } from '../AdEditorPresenter';
import { NumberField } from '../../../components/NumberField';
import type { NumberField as NumberFieldName } from './adFormMapping';

/** What the property is: type, condition, heating, sizes, floor, year, availability, features, energy certificate. */
export const FactFields = observer(function FactFields({ p }: { p: AdEditorPresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  const d = p.draft;
  const fieldError = (field: string) => text.fieldError(p.details.failure.fieldErrors[field]);
  const types = propertyTypesFor(d.category || null);
  const number = (
    name: NumberFieldName,
    label: string,
    kind: 'area' | 'rooms' | 'whole',
    serverField: string,
    extra: { unit?: string; hint?: string; required?: boolean } = {},
  ) => (
    <NumberField
      id={name}
      label={label}
      kind={kind}
      lang={p.numbers.lang}
      value={d[name]}
      problem={p.numbers.problems[name]}
      serverError={fieldError(serverField)}
      onValueChange={(v) => p.set(name, v)}
      onBlur={() => p.numbers.blur(name)}
      onAccept={(v) => p.numbers.accept(name, v)}
      {...extra}
    />
  );
  const choose = t('adForm.notStated');
  return (
    <fieldset className="fieldset stack">
      <legend>{t('adForm.sections.facts')}</legend>
      {types.length > 0 && (
        <SelectField
          id="propertyType"
          label={t('adForm.propertyType')}
          value={d.propertyType}
          onValueChange={(v) => p.set('propertyType', v as typeof d.propertyType)}
          options={[
            { value: '', label: choose },
            ...types.map((type) => ({ value: type, label: t(`propertyTypes.${type}`) })),
          ]}
          error={fieldError('propertyType')}
        />
      )}
      <div className="field-row">
        <SelectField
          id="condition"
          label={t('adForm.condition')}
          value={d.condition}
          onValueChange={(v) => p.set('condition', v as typeof d.condition)}
          options={[
            { value: '', label: choose },
            ...CONDITIONS.map((c) => ({ value: c, label: t(`conditions.${c}`) })),
          ]}
        />
        <SelectField
          id="heatingType"
          label={t('adForm.heatingType')}
          value={d.heatingType}
          onValueChange={(v) => p.set('heatingType', v as typeof d.heatingType)}
          options={[
            { value: '', label: choose },
            ...HEATING_TYPES.map((h) => ({ value: h, label: t(`heatingTypes.${h}`) })),
          ]}
        />
      </div>
      <div className="field-row">
        {number('livingArea', t('adForm.livingArea'), 'area', 'livingArea', { unit: 'm²' })}
        {number('rooms', t('adForm.rooms'), 'rooms', 'rooms', { hint: t('adForm.roomsHint') })}
      </div>
      <div className="field-row">
        {number('plotArea', t('adForm.plotArea'), 'area', 'plotArea', { unit: 'm²' })}
        <FormField
          id="floor"
          label={t('adForm.floor')}
          hint={t('adForm.floorHint')}
          inputMode="numeric"
          value={d.floor}
          onValueChange={(v) => p.set('floor', v)}
          error={fieldError('floor')}
        />
      </div>
      <div className="field-row">
        {number('yearBuilt', t('adForm.yearBuilt'), 'whole', 'yearBuilt')}
        <FormField
          id="availableFrom"
          type="date"
          label={t('adForm.availableFrom')}
          value={d.availableFrom}
          onValueChange={(v) => p.set('availableFrom', v)}
          error={fieldError('availableFrom')}
        />
      </div>
      <fieldset className="fieldset">
        <legend>{t('adForm.features')}</legend>
        <div className="checkbox-grid">
          {AD_FEATURES.map((f) => (
            <label key={f} className="checkbox">
              <input type="checkbox" checked={d.features.includes(f)} onChange={() => p.toggleFeature(f)} />
              {t(`features.${f}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('adDetails.energy')}</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={d.hasEnergyCertificate}
            onChange={(e) => p.set('hasEnergyCertificate', e.target.checked)}
          />
          {t('adForm.hasEnergyCertificate')}
        </label>
        {d.hasEnergyCertificate && (
          <div className="stack">
            <SelectField
              id="energyType"
              label={t('energy.type')}
              value={d.energyType}
              onValueChange={(v) => p.set('energyType', v as typeof d.energyType)}
              options={ENERGY_CERTIFICATE_TYPES.map((e) => ({ value: e, label: t(`energy.types.${e}`) }))}
            />
            {number('energyValue', t('energy.valueInput'), 'area', 'energyCertificate.kwhPerSqmYear', {
              required: true,
            })}
            <SelectField
              id="energyCarrier"
              label={t('energy.carrier')}
              value={d.energyCarrier}
              onValueChange={(v) => p.set('energyCarrier', v as typeof d.energyCarrier)}
              options={ENERGY_CARRIERS.map((e) => ({ value: e, label: t(`energy.carriers.${e}`) }))}
            />
            <FormField
              id="energyIssuedOn"
              type="date"
              label={t('energy.issuedOn')}
              hint={t('energy.issuedOnHint')}
              value={d.energyIssuedOn}
              onValueChange={(v) => p.set('energyIssuedOn', v)}
              error={fieldError('energyCertificate.issuedOn')}
            />
          </div>
        )}
      </fieldset>
    </fieldset>
  );
});
