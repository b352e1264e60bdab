import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RENT_CONTROL_EXCEPTIONS } from '../../../../domain/adValues';
import { RENT_CONTROL_PARAGRAPHS, rentControlAreaOf } from '../../../../domain/rentControl';
import { NumberField } from '../../../components/NumberField';
import { useFormText } from '../../../components/useFormText';
import type { AdEditorPresenter } from '../AdEditorPresenter';

/**
 * Mietpreisbremse (§§ 556d–g BGB): asked of a rental once its place has a Verordnung — the exception the landlord relies
 * on, or none, and with the previous rent its amount. Applicants receive the answer in text form before a Zusage.
 */
export const RentControlFields = observer(function RentControlFields({ p }: { p: AdEditorPresenter }) {
  const { t } = useTranslation();
  const text = useFormText();
  const d = p.draft;
  const area = rentControlAreaOf(d, new Date());
  if (!area) return null;
  const failure = p.details.failure.fieldErrors;
  const error = text.fieldError(failure['rentControl'] ?? failure['rentControl.exception']);
  return (
    <fieldset
      className="fieldset stack"
      aria-describedby={error ? 'rentControl-intro rentControl-error' : 'rentControl-intro'}
    >
      <legend>{t('rentControl.legend')}</legend>
      <p id="rentControl-intro" className="field__hint">
        {t('rentControl.intro', { city: area.city, regulation: area.regulation })}
      </p>
      <div className="stack">
        {RENT_CONTROL_EXCEPTIONS.map((exception) => (
          <label key={exception} className="checkbox">
            <input
              type="radio"
              name="rentControlException"
              value={exception}
              checked={d.rentControlException === exception}
              aria-invalid={error ? true : undefined}
              onChange={() => p.set('rentControlException', exception)}
            />
            <span>
              {t(`rentControl.exceptions.${exception}`)} ({RENT_CONTROL_PARAGRAPHS[exception]})
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="rentControl-error" className="field__error">
          {error}
        </p>
      )}
      {d.rentControlException === 'previous_rent' && (
        <NumberField
          id="previousRent"
          label={t('rentControl.previousRent')}
          kind="money"
          unit="€"
          lang={p.numbers.lang}
          value={d.previousRent}
          required
          problem={p.numbers.problems.previousRent}
          serverError={text.fieldError(failure['rentControl.previousRentCents'])}
          onValueChange={(v) => p.set('previousRent', v)}
          onBlur={() => p.numbers.blur('previousRent')}
          onAccept={(v) => p.numbers.accept('previousRent', v)}
        />
      )}
    </fieldset>
  );
});
