import { DomainError, type FieldError } from '../../domain/errors';

/** What every form presenter reports after a failed submit: one general code and per-field problems. */
export interface FormFailure {
  errorCode: string | null;
  errorMessage: string | null;
  fieldErrors: Record<string, FieldError>;
}

export const NO_FAILURE: FormFailure = { errorCode: null, errorMessage: null, fieldErrors: {} };

/** Maps anything a use case threw onto the form: field problems beside their fields, the rest on top. */
export function toFormFailure(error: unknown): FormFailure {
  if (error instanceof DomainError) {
    const fieldErrors: Record<string, FieldError> = {};
    for (const fieldError of error.fieldErrors) fieldErrors[fieldError.field] ??= fieldError;
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    return {
      errorCode: error.code === 'VALIDATION_FAILED' && hasFieldErrors ? null : error.code,
      errorMessage: error.message,
      fieldErrors,
    };
  }
  return {
    errorCode: 'INTERNAL',
    errorMessage: error instanceof Error ? error.message : String(error),
    fieldErrors: {},
  };
}
