import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textLength } from '../../domain/validation';

export interface FieldAria {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** A length limit shown as a live count under the field ("87 / 120"), instead of cutting what is typed or pasted. */
  count?: { value: string; limit: number };
  /** Renders the control with the ARIA attributes that tie it to the hint and the error. */
  children: (aria: FieldAria) => ReactNode;
}

/** Label, hint, count and error around one form control, linked for screen readers. */
export function FieldFrame({ id, label, hint, error, count, children }: Props) {
  const { t } = useTranslation();
  const length = count ? textLength(count.value) : 0;
  const over = count ? length - count.limit : 0;
  const describedBy =
    [hint ? `${id}-hint` : null, count ? `${id}-count` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children({ 'aria-invalid': error || over > 0 ? true : undefined, 'aria-describedby': describedBy })}
      {count && (
        <p id={`${id}-count`} className={`field__count${over > 0 ? ' field__count--over' : ''}`}>
          {over > 0
            ? t('fieldCount.tooLong', { over, limit: count.limit })
            : t('fieldCount.count', { length, limit: count.limit })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
