import type { ReactNode } from 'react';

export interface FieldAria {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** Renders the control with the ARIA attributes that tie it to the hint and the error. */
  children: (aria: FieldAria) => ReactNode;
}

/** Label, hint and error around one form control, linked for screen readers. */
export function FieldFrame({ id, label, hint, error, children }: Props) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
