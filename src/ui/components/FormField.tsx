import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  hint?: string;
  /** At most this many characters, counted live under the field (nothing typed or pasted is cut). */
  limit?: number;
  onValueChange: (value: string) => void;
}

/** A labelled input whose error is tied to it for screen readers. */
export function FormField({ id, label, value, error, hint, limit, onValueChange, ...input }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} count={limit ? { value, limit } : undefined}>
      {(aria) => (
        <input
          id={id}
          name={id}
          type="text"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          {...aria}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
