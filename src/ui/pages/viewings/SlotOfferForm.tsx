import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { VIEWING_LIMITS } from '../../../domain/viewings';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import { SubmitButton } from '../../components/SubmitButton';
import { TextAreaField } from '../../components/TextAreaField';
import { useFormText } from '../../components/useFormText';
import { DoneNotice } from './DoneNotice';
import type { ViewingPlanPresenter } from './ViewingPlanPresenter';

const LENGTHS = ['15', '20', '30', '45', '60', '90', '120'];

/** "Termin anbieten": day, time, length, single or group (with places), the note for those booked, who may book. */
export const SlotOfferForm = observer(function SlotOfferForm({ p }: { p: ViewingPlanPresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  const errors = p.offering.failure.fieldErrors;
  const error = (field: string) => text.fieldError(errors[field], 'viewingSlot');
  return (
    <section className="card stack" aria-labelledby="offer-title">
      <h2 id="offer-title">{t('viewings.offer.title')}</h2>
      <form
        noValidate
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void p.offer();
        }}
      >
        <div className="viewing-form__row">
          <FormField
            id="slot-date"
            type="date"
            label={t('viewings.offer.date')}
            value={p.form.date}
            onValueChange={(v) => p.setField('date', v)}
            error={error('startsAt')}
            required
          />
          <FormField
            id="slot-time"
            type="time"
            label={t('viewings.offer.time')}
            value={p.form.time}
            onValueChange={(v) => p.setField('time', v)}
            required
          />
          <SelectField
            id="slot-minutes"
            label={t('viewings.offer.minutes')}
            value={p.form.minutes}
            options={LENGTHS.map((m) => ({ value: m, label: t('viewings.offer.minutesValue', { count: Number(m) }) }))}
            onValueChange={(v) => p.setField('minutes', v)}
            error={error('minutes')}
          />
        </div>
        <fieldset className="fieldset">
          <legend>{t('viewings.offer.kind')}</legend>
          {(['single', 'group'] as const).map((kind) => (
            <label key={kind} className="radio-card">
              <input
                type="radio"
                name="slot-kind"
                value={kind}
                checked={p.form.kind === kind}
                onChange={() => p.setField('kind', kind)}
              />
              <span>{t(`viewings.kind.${kind}`)}</span>
            </label>
          ))}
          {p.form.kind === 'group' && (
            <FormField
              id="slot-capacity"
              type="number"
              inputMode="numeric"
              min={2}
              max={VIEWING_LIMITS.maxCapacity}
              label={t('viewings.offer.capacity')}
              hint={t('viewings.offer.capacityHint', { max: VIEWING_LIMITS.maxCapacity })}
              value={p.form.capacity}
              onValueChange={(v) => p.setField('capacity', v)}
              error={error('capacity')}
            />
          )}
        </fieldset>
        <TextAreaField
          id="slot-note"
          label={t('viewings.offer.note')}
          hint={t('viewings.offer.noteHint')}
          value={p.form.addressNote}
          limit={VIEWING_LIMITS.addressNoteMax}
          onValueChange={(v) => p.setField('addressNote', v)}
          error={error('addressNote')}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={p.form.openToEnquirers}
            onChange={(e) => p.setField('openToEnquirers', e.target.checked)}
          />
          <span>{t('viewings.offer.open')}</span>
        </label>
        <FormAlert message={text.errorCode(p.offering.failure.errorCode)} />
        <DoneNotice p={p} when="offered" />
        <SubmitButton busy={p.offering.submitting}>{t('viewings.offer.submit')}</SubmitButton>
      </form>
    </section>
  );
});
