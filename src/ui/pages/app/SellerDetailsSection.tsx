import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TRADER_COUNTRIES } from '../../../domain/trader';
import { useInstance } from '../../app/ContainerContext';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { SellerKindChoice } from '../../components/SellerKindChoice';
import { useFormText } from '../../components/useFormText';
import { SellerDetailsPresenter, type TraderField } from './SellerDetailsPresenter';

/** The trader's fields in the order of an Impressum; the optional ones say so. */
const FIELDS: { field: Exclude<TraderField, 'country'>; autoComplete?: string; type?: string; optional?: boolean }[] = [
  { field: 'companyName', autoComplete: 'organization' },
  { field: 'legalForm' },
  { field: 'street', autoComplete: 'address-line1' },
  { field: 'postalCode', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'representative', autoComplete: 'name' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'registerCourt', optional: true },
  { field: 'registerNumber', optional: true },
  { field: 'vatId', optional: true },
];

/** "Anbieter" on the profile: whom the person sells as; a trader's details appear on each of their ads. */
export const SellerDetailsSection = observer(function SellerDetailsSection() {
  const p = useInstance(SellerDetailsPresenter);
  const { t } = useTranslation();
  const text = useFormText();
  useEffect(() => {
    void p.load();
  }, [p]);
  const failure = p.saving.failure;
  const error = (field: string) => text.fieldError(failure.fieldErrors[field], 'trader');
  return (
    <section className="card" id="seller" aria-labelledby="profile-seller">
      <h2 id="profile-seller">{t('traderForm.title')}</h2>
      <FormAlert message={text.errorCode(p.loading.failure.errorCode ?? failure.errorCode)} />
      {p.mustComplete && <p className="notice notice--warning">{t('traderForm.mustComplete')}</p>}
      {p.saved?.accountKind === 'commercial' && p.saved.canPublish && (
        <p>
          {t('openimmo.fromProfile')} <Link to="/app/import">{t('openimmo.title')}</Link>
        </p>
      )}
      {p.saved && (
        <form
          noValidate
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void p.save(t('traderForm.saved'));
          }}
        >
          <SellerKindChoice name="sellerKind" value={p.accountKind} onChange={(kind) => p.chooseKind(kind)} />
          {p.accountKind === 'commercial' && (
            <fieldset className="fieldset stack">
              <legend>{t('traderForm.imprint')}</legend>
              <p className="muted">{t('traderForm.imprintHint')}</p>
              {FIELDS.map(({ field, autoComplete, type, optional }) => (
                <FormField
                  key={field}
                  id={`trader-${field}`}
                  type={type ?? 'text'}
                  autoComplete={autoComplete}
                  label={
                    optional ? t('traderForm.optional', { label: t(`traderForm.${field}`) }) : t(`traderForm.${field}`)
                  }
                  value={p.trader[field]}
                  onValueChange={(v) => p.set(field, v)}
                  error={error(field)}
                  required={!optional}
                />
              ))}
              <SelectField
                id="trader-country"
                label={t('traderForm.country')}
                value={p.trader.country}
                options={TRADER_COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }))}
                onValueChange={(v) => p.set('country', v)}
                error={error('country')}
              />
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={p.certified}
                  onChange={(e) => p.certify(e.target.checked)}
                  aria-invalid={failure.fieldErrors.certified ? true : undefined}
                  aria-describedby={failure.fieldErrors.certified ? 'trader-certified-error' : undefined}
                />
                <span>{t('traderForm.certify')}</span>
              </label>
              {failure.fieldErrors.certified && (
                <p id="trader-certified-error" className="field__error">
                  {error('certified')}
                </p>
              )}
            </fieldset>
          )}
          <div>
            <button type="submit" className="button button--primary" disabled={p.saving.submitting}>
              {t('traderForm.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
});
