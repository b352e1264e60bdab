import { DomainError } from '../../src/domain/errors';

/** The stable code a failed call carries (the client translates by it), or "resolved". */
export async function code(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    return error instanceof DomainError ? error.code : `not a DomainError: ${String(error)}`;
  }
  return 'resolved';
}
