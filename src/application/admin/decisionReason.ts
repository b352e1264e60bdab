import { AD_LIMITS } from '../../domain/adValidation';
import { ValidationError } from '../../domain/errors';

/** A moderator's decision the seller is shown (a rejection, a take-down) needs a reason; it is sent trimmed. */
export function decisionReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length < 3) throw new ValidationError([{ field: 'reason', code: 'required', message: 'Give a reason' }]);
  if (trimmed.length > AD_LIMITS.reasonMax)
    throw new ValidationError([{ field: 'reason', code: 'too_long', message: 'The reason is too long' }]);
  return trimmed;
}
