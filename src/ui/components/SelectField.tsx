import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string | null;
  onValueChange: (value: string) => void;
}

export function SelectField({ id, label, value, options, error, onValueChange, ...select }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(aria) => (
        <select id={id} name={id} value={value} onChange={(e) => onValueChange(e.target.value)} {...aria} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
