import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENTS, INCOME_BANDS, PROFILE_LIMITS } from '../../../domain/applications';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { SubmitButton } from '../../components/SubmitButton';
import { TextAreaField } from '../../components/TextAreaField';
import { useFormText } from '../../components/useFormText';
import type { TenantProfilePresenter } from './TenantProfilePresenter';

/** "Meine Selbstauskunft": filled in once; what a landlord sees of it, and when, is said above the form. */
export const TenantProfileSection = observer(function TenantProfileSection({ p }: { p: TenantProfilePresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  const form = p.form;
  if (!form) return null;
  const error = (field: string) => text.fieldError(p.saving.failure.fieldErrors[field], 'tenantProfile');
  return (
    <section className="card stack" aria-labelledby="tenant-profile-title">
      <h2 id="tenant-profile-title">{t('applications.profile.title')}</h2>
      <p className="muted">{t('applications.profile.stages')}</p>
      <form
        noValidate
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void p.save();
        }}
      >
        <div className="viewing-form__row">
          <FormField
            id="profile-adults"
            type="number"
            inputMode="numeric"
            min={1}
            max={PROFILE_LIMITS.maxAdults}
            label={t('applications.profile.adults')}
            value={form.adults}
            onValueChange={(v) => p.set('adults', v)}
            error={error('adults')}
          />
          <FormField
            id="profile-children"
            type="number"
            inputMode="numeric"
            min={0}
            max={PROFILE_LIMITS.maxChildren}
            label={t('applications.profile.children')}
            value={form.children}
            onValueChange={(v) => p.set('children', v)}
            error={error('children')}
          />
          <FormField
            id="profile-move-in"
            type="date"
            label={t('applications.profile.moveInFrom')}
            value={form.moveInFrom}
            onValueChange={(v) => p.set('moveInFrom', v)}
            error={error('moveInFrom')}
          />
        </div>
        <FormField
          id="profile-pets"
          label={t('applications.profile.pets')}
          hint={t('applications.profile.petsHint')}
          value={form.pets}
          limit={PROFILE_LIMITS.petsMax}
          onValueChange={(v) => p.set('pets', v)}
          error={error('pets')}
        />
        <div className="viewing-form__row">
          <SelectField
            id="profile-income"
            label={t('applications.profile.incomeBand')}
            value={form.incomeBand}
            options={[
              { value: '', label: t('applications.profile.notSaid') },
              ...INCOME_BANDS.map((band) => ({ value: band, label: t(`applications.income.${band}`) })),
            ]}
            onValueChange={(v) => p.set('incomeBand', v as typeof form.incomeBand)}
          />
          <SelectField
            id="profile-employment"
            label={t('applications.profile.employment')}
            value={form.employment}
            options={[
              { value: '', label: t('applications.profile.notSaid') },
              ...EMPLOYMENTS.map((e) => ({ value: e, label: t(`applications.employment.${e}`) })),
            ]}
            onValueChange={(v) => p.set('employment', v as typeof form.employment)}
          />
        </div>
        <TextAreaField
          id="profile-intro"
          label={t('applications.profile.intro')}
          hint={t('applications.profile.introHint')}
          value={form.intro}
          limit={PROFILE_LIMITS.introMax}
          onValueChange={(v) => p.set('intro', v)}
          error={error('intro')}
        />
        <label className="checkbox">
          <input type="checkbox" checked={form.guarantor} onChange={(e) => p.set('guarantor', e.target.checked)} />
          <span>{t('applications.profile.guarantor')}</span>
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={form.wbs} onChange={(e) => p.set('wbs', e.target.checked)} />
          <span>{t('applications.profile.wbs')}</span>
        </label>
        <FormAlert message={text.errorCode(p.saving.failure.errorCode)} />
        <p role="status" className={p.saved ? 'alert alert--success' : 'visually-hidden'}>
          {p.saved ? t('applications.profile.saved') : ''}
        </p>
        <SubmitButton busy={p.saving.submitting}>{t('applications.profile.save')}</SubmitButton>
      </form>
    </section>
  );
});
