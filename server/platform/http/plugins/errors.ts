import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode, FieldError } from '../../../../src/domain/errors';
import { ApiError } from '../../domain/ApiError';
import { ServiceBusy } from '../../domain/ServiceBusy';

/**
 * What a failure of the database means for the caller (the adapter reads it: server/platform/db/errors.ts):
 * away or busy (503, retry), two writes raced (409), or nothing it knows.
 */
export type ClassifyFailure = (error: unknown) => 'unavailable' | 'busy' | 'conflict' | 'missing_reference' | null;

/** Seconds a client should wait before retrying when the database is away or busy. */
const RETRY_AFTER_SECONDS = 5;

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldErrorsFromAjv(issues: AjvIssue[], context: string | undefined): FieldError[] {
  return issues.map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : '';
    // A field the schema does not name is reported under its own name, so the caller sees which one to drop.
    const unnamed = typeof issue.params?.additionalProperty === 'string' ? issue.params.additionalProperty : '';
    const field = [path, missing || unnamed].filter(Boolean).join('.') || context || 'body';
    if (unnamed) return { field, code: 'invalid', message: `${field} is not a field of this request` };
    const code: FieldError['code'] =
      issue.keyword === 'required'
        ? 'required'
        : issue.keyword === 'minLength'
          ? 'too_short'
          : issue.keyword === 'maxLength'
            ? 'too_long'
            : 'invalid';
    return { field, code, message: `${field} ${issue.message ?? 'is invalid'}` };
  });
}

function send(reply: FastifyReply, statusCode: number, error: ErrorCode, message: string, errors?: FieldError[]) {
  // The request id lets support find this request's log lines from what the user saw.
  return reply.code(statusCode).send({
    statusCode,
    error,
    message,
    ...(errors && errors.length > 0 ? { errors } : {}),
    requestId: reply.request.id,
  });
}

/** Every failure leaves as the error envelope with a stable code; 5xx bodies never carry details. */
export const errorHandler = (classifyFailure: ClassifyFailure) =>
  function handle(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return send(reply, error.statusCode, error.code, error.message, error.errors);
    }
    if (error instanceof ServiceBusy) {
      request.log.warn('work queue full; answered 503');
      reply.header('Retry-After', String(error.retryAfterSeconds));
      return send(reply, 503, 'UNAVAILABLE', 'The service is busy right now; please try again in a moment');
    }
    const fe = error as FastifyError & { validation?: AjvIssue[]; validationContext?: string };
    if (fe.validation) {
      const errors = fieldErrorsFromAjv(fe.validation, fe.validationContext);
      return send(reply, 400, 'VALIDATION_FAILED', errors.map((e) => e.message).join('; '), errors);
    }
    const status = fe.statusCode ?? 500;
    if (status === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    }
    if (status === 415 || fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported');
    }
    if (status === 429) return send(reply, 429, 'RATE_LIMITED', 'Too many requests; please wait and try again');
    if (status === 401) return send(reply, 401, 'UNAUTHORIZED', 'Please sign in');
    if (status === 403) return send(reply, 403, 'FORBIDDEN', 'Not allowed');
    if (status === 404) return send(reply, 404, 'NOT_FOUND', 'Not found');
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad content length, broken multipart: the client's fault, described without internals.
      return send(reply, 400, 'VALIDATION_FAILED', 'The request could not be read; check its format');
    }
    // Redis (shared limit counters) is away: nothing was done; retry later rather than count nothing.
    if (
      error.name === 'MaxRetriesPerRequestError' ||
      /Connection is closed|Stream isn't writeable/.test(error.message)
    ) {
      request.log.warn({ err: error }, 'Redis unavailable; answered 503');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, 'UNAVAILABLE', 'The service is unavailable right now; please try again in a moment');
    }
    // The database went away or was busy: nothing was done, and the same request can succeed a moment later.
    const failure = classifyFailure(error);
    if (failure === 'unavailable' || failure === 'busy') {
      request.log.warn({ err: error, failure }, 'database unavailable; answered 503');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return send(reply, 503, 'UNAVAILABLE', 'The service is unavailable right now; please try again in a moment');
    }
    // Two writes raced (e.g. a row deleted while another request referred to it): the loser learns it, nothing broke.
    if (failure === 'conflict' || failure === 'missing_reference') {
      request.log.info({ err: error, failure }, 'write lost a race; answered 409');
      return send(reply, 409, 'CONFLICT', 'This changed in the meantime; please reload and try again');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', 'Something went wrong on our side');
  };

/**
 * Why an input value cannot be stored: Infinity (from "1e309", which Ajv lets through) or the NUL character, which
 * PostgreSQL text columns and tsquery refuse. Null when the value is fine.
 */
function unstorable(value: unknown): string | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return 'Must be a finite number';
  if (typeof value === 'string' && value.includes('\u0000')) return 'Must not contain the NUL character';
  return null;
}

/** The path and reason of the first unstorable value in a parsed input (query, params or body). */
export function findUnstorable(value: unknown, path = '', depth = 0): { field: string; reason: string } | null {
  const reason = unstorable(value);
  if (reason) return { field: path || 'value', reason };
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000'))
      return { field: childPath.replaceAll('\u0000', ''), reason: 'Must not contain the NUL character' };
    const found = findUnstorable(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses, before any handler touches the database, input that the database could only answer with an error. */
export async function rejectUnstorableInput(request: FastifyRequest): Promise<void> {
  const found = findUnstorable(request.query) ?? findUnstorable(request.params) ?? findUnstorable(request.body);
  if (found) throw ApiError.validation([{ field: found.field, code: 'invalid', message: found.reason }]);
}

/** Answers that the router gives before any route runs (malformed or over-long URLs), in the same envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.code(status).send({
    statusCode: status,
    error: 'VALIDATION_FAILED',
    message: status === 414 ? 'The address is too long' : 'The address is malformed',
  });
}

/** Every failure leaves as the error envelope; input the database could not store never reaches a handler. */
export const errorsPlugin = fp<{ classifyFailure: ClassifyFailure }>(
  async (app, { classifyFailure }) => {
    app.setErrorHandler(errorHandler(classifyFailure));
    app.addHook('preHandler', rejectUnstorableInput);
  },
  { name: 'errors' },
);
