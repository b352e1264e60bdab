import { DomainError, type ErrorCode, type FieldError } from '../../domain/errors';

export type RequestErrorKind = 'http' | 'network' | 'timeout';

/**
 * What any API port throws. `code` is the server's stable error code (or NETWORK_ERROR / TIMEOUT when no
 * answer arrived), so views translate by code and never show raw server text.
 */
export class RequestError extends DomainError {
  constructor(
    readonly kind: RequestErrorKind,
    code: ErrorCode,
    message: string,
    readonly status: number | null = null,
    fieldErrors: FieldError[] = [],
  ) {
    super(code, message, fieldErrors);
    this.name = 'RequestError';
  }
}
