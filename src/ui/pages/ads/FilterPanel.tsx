import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AD_CATEGORIES, AD_FEATURES, ENERGY_CLASSES, PROPERTY_TYPES, RADII_KM, SELLER_TYPES } from '../../../domain/ad';
import { propertyTypesFor } from '../../../domain/adValidation';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { NumberField } from '../../components/NumberField';
import { SelectField } from '../../components/SelectField';
import type { AdsSearchPresenter } from './AdsSearchPresenter';
import { PlaceField } from './PlaceField';
import { FILTER_NUMBERS, type FilterNumber } from './searchUrl';

/**
 * The filters of the ads list; on phones folded away behind "Filter (n)" until opened. A choice (a select, a box)
 * applies at once beside the results (issue 70: a category chosen changed nothing); typed numbers and words wait for
 * "Suchen" or Enter, as they are read only once complete.
 */
export const FilterPanel = observer(function FilterPanel({
  p,
  open,
  onApply,
  onReset,
  onChoice,
}: {
  p: AdsSearchPresenter;
  open: boolean;
  onApply: () => void;
  onReset: () => void;
  /** A choice made (a select, a box ticked): where the column sits beside the results, they follow at once. */
  onChoice: () => void;
}) {
  const { t } = useTranslation();
  const d = p.form.draft;
  const number = (field: FilterNumber, label: string, unit?: string) => (
    <NumberField
      id={field}
      label={label}
      kind={FILTER_NUMBERS[field]}
      lang={p.form.lang}
      unit={unit}
      value={d[field]}
      problem={p.form.problems[field]}
      onValueChange={(v) => p.form.set(field, v)}
      onBlur={() => p.form.blurNumber(field)}
      onAccept={(v) => p.form.acceptReading(field, v)}
    />
  );
  const types = d.category ? propertyTypesFor(d.category) : PROPERTY_TYPES;
  const any = t('search.any');
  return (
    <form
      id="filters"
      className={`filters${open ? ' filters--open' : ''}`}
      role="search"
      aria-label={t('search.filters')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <FormAlert message={p.form.hasProblems ? t('numbers.fixFirst') : null} />
      <PlaceField p={p} />
      <SelectField
        id="radius"
        label={t('search.radius')}
        value={d.radius}
        disabled={!d.lat}
        onValueChange={(v) => {
          p.form.set('radius', v);
          onChoice();
        }}
        options={[
          { value: '', label: t('search.radiusNone') },
          ...RADII_KM.map((km) => ({ value: String(km), label: t('search.radiusKm', { km }) })),
        ]}
      />
      <SelectField
        id="category"
        label={t('search.category')}
        value={d.category}
        onValueChange={(v) => {
          p.form.set('category', v);
          onChoice();
        }}
        options={[
          { value: '', label: t('search.anyCategory') },
          ...AD_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
        ]}
      />
      <div className="field-row">
        {number('minPrice', t('search.minPrice'), '€')}
        {number('maxPrice', t('search.maxPrice'), '€')}
      </div>
      <div className="field-row">
        {number('minRooms', t('search.minRooms'))}
        {number('maxRooms', t('search.maxRooms'))}
      </div>
      <div className="field-row">
        {number('minArea', t('search.minArea'), 'm²')}
        {number('maxArea', t('search.maxArea'), 'm²')}
      </div>
      <details
        className="filters__more"
        open={
          p.activeFilterCount > 0 &&
          (d.features.length > 0 ||
            d.propertyType !== '' ||
            d.energyClass !== '' ||
            d.sellerType !== '' ||
            d.commissionFree)
        }
      >
        <summary>{t('search.moreFilters')}</summary>
        <div className="stack">
          <fieldset className="fieldset">
            <legend>{t('search.features')}</legend>
            <div className="checkbox-grid">
              {AD_FEATURES.map((f) => (
                <label key={f} className="checkbox">
                  <input
                    type="checkbox"
                    checked={d.features.includes(f)}
                    onChange={() => {
                      p.form.toggleFeature(f);
                      onChoice();
                    }}
                  />
                  {t(`features.${f}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {types.length > 0 && (
            <SelectField
              id="propertyType"
              label={t('adForm.propertyType')}
              value={d.propertyType}
              onValueChange={(v) => {
                p.form.set('propertyType', v);
                onChoice();
              }}
              options={[
                { value: '', label: any },
                ...types.map((type) => ({ value: type, label: t(`propertyTypes.${type}`) })),
              ]}
            />
          )}
          <div className="field-row">
            {number('minYear', t('search.minYear'))}
            {number('maxYear', t('search.maxYear'))}
          </div>
          <SelectField
            id="energyClass"
            label={t('search.energyClass')}
            value={d.energyClass}
            onValueChange={(v) => {
              p.form.set('energyClass', v);
              onChoice();
            }}
            options={[
              { value: '', label: any },
              ...ENERGY_CLASSES.map((c) => ({ value: c, label: t('search.energyClassAtLeast', { c }) })),
            ]}
          />
          <FormField
            id="availableBy"
            type="date"
            label={t('search.availableBy')}
            value={d.availableBy}
            onValueChange={(v) => p.form.set('availableBy', v)}
          />
          <SelectField
            id="sellerType"
            label={t('search.sellerType')}
            value={d.sellerType}
            onValueChange={(v) => {
              p.form.set('sellerType', v);
              onChoice();
            }}
            options={[
              { value: '', label: any },
              ...SELLER_TYPES.map((s) => ({ value: s, label: t(`sellerTypes.${s}`) })),
            ]}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={d.commissionFree}
              onChange={(e) => {
                p.form.set('commissionFree', e.target.checked);
                onChoice();
              }}
            />
            {t('search.commissionFree')}
          </label>
        </div>
      </details>
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
        {p.activeFilterCount > 0 && (
          <button type="button" className="button button--link" onClick={onReset}>
            {t('search.reset')}
          </button>
        )}
      </div>
      <p className="filters__credit">{t('search.placesCredit')}</p>
    </form>
  );
});
