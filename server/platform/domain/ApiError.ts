import type { ErrorCode, FieldError } from '../../../src/domain/errors';

/** An error the API answers with its status and stable code (docs/decisions.md §2). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
    /** For a limit: when asking again can succeed (the answer's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static validation(errors: FieldError[]): ApiError {
    return new ApiError(
      400,
      'VALIDATION_FAILED',
      errors.map((e) => `${e.field}: ${e.message}`).join('; ') || 'Invalid input',
      errors,
    );
  }

  static notFound(what = 'Resource'): ApiError {
    return new ApiError(404, 'NOT_FOUND', `${what} not found`);
  }

  static unauthorized(message = 'Please sign in'): ApiError {
    return new ApiError(401, 'UNAUTHORIZED', message);
  }

  static forbidden(message = 'Not allowed'): ApiError {
    return new ApiError(403, 'FORBIDDEN', message);
  }
}
