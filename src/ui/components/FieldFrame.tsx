import { useEffect, useRef, useState, type ReactNode } from 'react';
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

/**
 * Label, hint, count and error around one form control, linked for screen readers. An error goes as soon as the person
 * changes the field it is about (they are fixing it), and comes back only with the next sending of the form.
 */
export function FieldFrame({ id, label, hint, error: given, count, children }: Props) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [editedSince, setEditedSince] = useState<string | null | undefined>(null);
  // A new error (another text) is shown whatever was typed before it.
  const error = given && editedSince !== given ? given : null;
  // The form's sending shows the errors again; edits come through React's own events (a render between the browser's
  // change and React's handler would put a controlled field's old value back).
  useEffect(() => {
    const form = frame.current?.closest('form');
    if (!form) return;
    const sent = () => setEditedSince(null);
    form.addEventListener('submit', sent, true);
    return () => form.removeEventListener('submit', sent, true);
  }, []);
  const edited = () => {
    if (given && editedSince !== given) setEditedSince(given);
  };
  const length = count ? textLength(count.value) : 0;
  const over = count ? length - count.limit : 0;
  const describedBy =
    [hint ? `${id}-hint` : null, count ? `${id}-count` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="field" ref={frame} onChange={edited}>
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
