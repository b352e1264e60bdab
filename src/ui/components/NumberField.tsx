import { useTranslation } from 'react-i18next';
import { formatLocalizedNumber, type NumberKind } from '../../domain/numbers';
import { FormField } from './FormField';

/** Text that is no number, or could be one of several (with them). */
export interface NumberProblem {
  reason: 'invalid' | 'ambiguous';
  readings: number[];
}

interface Props {
  id: string;
  label: string;
  value: string;
  kind: NumberKind;
  lang: 'de' | 'en';
  /** Shown after a suggested value: "€", "m²". */
  unit?: string;
  hint?: string;
  required?: boolean;
  /** A problem the server reported on the field (range and the like). */
  serverError?: string | null;
  problem: NumberProblem | undefined;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  onAccept: (value: number) => void;
}

/**
 * A number as people type it in the page's language. Text that means nothing, or two things ("1.25" in German), is
 * named with what it could have meant, each as a button that takes that reading.
 */
export function NumberField({
  id,
  label,
  value,
  kind,
  lang,
  unit,
  hint,
  required,
  serverError,
  problem,
  onValueChange,
  onBlur,
  onAccept,
}: Props) {
  const { t } = useTranslation();
  const show = (n: number) => `${formatLocalizedNumber(n, lang, kind)}${unit ? ` ${unit}` : ''}`;
  const message = problem
    ? problem.reason === 'ambiguous'
      ? t('numbers.ambiguous', { text: value })
      : t('numbers.invalid', {
          text: value,
          example: show(kind === 'money' ? 1250.5 : kind === 'rooms' ? 2.5 : kind === 'whole' ? 1965 : 92.5),
        })
    : (serverError ?? null);
  return (
    <div className="number-field">
      <FormField
        id={id}
        label={label}
        hint={hint}
        inputMode={kind === 'whole' ? 'numeric' : 'decimal'}
        value={value}
        onValueChange={onValueChange}
        onBlur={onBlur}
        error={message}
        required={required}
      />
      {problem && problem.readings.length > 0 && (
        <p className="number-field__readings" role="group" aria-label={t('numbers.readings', { label })}>
          {problem.readings.map((reading) => (
            <button
              key={reading}
              type="button"
              className="button button--small button--secondary"
              onClick={() => onAccept(reading)}
            >
              {show(reading)}
            </button>
          ))}
        </p>
      )}
    </div>
  );
}
