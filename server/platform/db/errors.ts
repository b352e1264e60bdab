/**
 * What a database failure means for the caller, read from the SQLSTATE or the driver's error: the database is out
 * of reach (try again later), or the request collided with another one. Unknown failures are not classified.
 */
export type DatabaseFailure = 'unavailable' | 'busy' | 'conflict' | 'missing_reference';

// Class 08 (connection exception), 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now), 53300 (too
// many connections), 3D000 (the database is gone).
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300|53400|3D000)$/;
// Lock timeout, deadlock, serialization failure, statement timeout: the same request can succeed a moment later.
const BUSY_STATES = new Set(['55P03', '40P01', '40001', '57014']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const NETWORK_MESSAGES =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Cannot use a pool after calling end/i;

/** An error and the errors it wraps (drivers and Drizzle hang the SQL error on `cause`). */
export function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code)) return 'unavailable';
    if (BUSY_STATES.has(code)) return 'busy';
    if (code === '23505') return 'conflict';
    if (code === '23503') return 'missing_reference';
    if (typeof cause.message === 'string' && NETWORK_MESSAGES.test(cause.message)) return 'unavailable';
  }
  return null;
}
