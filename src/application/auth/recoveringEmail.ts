import { DomainError } from '../../domain/errors';
import type { ForgotPasswordStore } from './ports';

/** The verify and reset steps only make sense after the forgot step stored the address. */
export function recoveringEmail(store: ForgotPasswordStore): string {
  const email = store.read();
  if (!email) throw new DomainError('VALIDATION_FAILED', 'No password recovery in progress');
  return email;
}
