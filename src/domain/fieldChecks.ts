import type { FieldError } from './errors';
import { hasControlCharacters, textLength } from './validation';

/* The checks a form's fields are made of: each says what is wrong with one field, or null. */

export type Check = FieldError | null;

export function text(
  value: unknown,
  field: string,
  min: number,
  max: number,
  required = true,
  multiline = false,
): Check {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return required ? { field, code: 'required', message: `${field} is required` } : null;
  }
  if (typeof value !== 'string') return { field, code: 'invalid', message: `${field} must be text` };
  if (hasControlCharacters(value, multiline)) {
    return {
      field,
      code: 'invalid',
      message: multiline ? `${field} contains control characters` : `${field} must be a single line`,
    };
  }
  const length = textLength(value);
  if (length < min) return { field, code: 'too_short', message: `${field} must have at least ${min} characters` };
  if (length > max) return { field, code: 'too_long', message: `${field} must have at most ${max} characters` };
  return null;
}

export function number(
  value: unknown,
  field: string,
  min: number,
  max: number,
  options: { integer?: boolean; step?: number } = {},
): Check {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value))
    return { field, code: 'invalid', message: `${field} must be a number` };
  if (options.integer && !Number.isInteger(value))
    return { field, code: 'invalid', message: `${field} must be a whole number` };
  if (options.step && Math.abs(value / options.step - Math.round(value / options.step)) > 1e-9) {
    return { field, code: 'invalid', message: `${field} must be a multiple of ${options.step}` };
  }
  if (value < min || value > max)
    return { field, code: 'invalid', message: `${field} must be between ${min} and ${max}` };
  return null;
}

export function oneOf(value: unknown, field: string, allowed: readonly string[]): Check {
  if (value === null || value === undefined || value === '')
    return { field, code: 'required', message: `${field} is required` };
  return typeof value === 'string' && allowed.includes(value)
    ? null
    : { field, code: 'invalid', message: `${field} must be one of ${allowed.join(', ')}` };
}

export function flag(value: unknown, field: string): Check {
  return value === undefined || typeof value === 'boolean'
    ? null
    : { field, code: 'invalid', message: `${field} must be true or false` };
}

export function optionalOneOf(value: unknown, field: string, allowed: readonly string[]): Check {
  return value === null || value === undefined || value === '' ? null : oneOf(value, field, allowed);
}
