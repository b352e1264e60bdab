import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  hint?: string;
  error?: string | null;
  /** At most this many characters, counted live under the field (nothing typed or pasted is cut). */
  limit?: number;
  onValueChange: (value: string) => void;
}

export function TextAreaField({ id, label, value, hint, error, limit, onValueChange, ...area }: Props) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} count={limit ? { value, limit } : undefined}>
      {(aria) => (
        <textarea id={id} name={id} value={value} onChange={(e) => onValueChange(e.target.value)} {...aria} {...area} />
      )}
    </FieldFrame>
  );
}
