import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN, type Decision } from '../../domain/decisions';
import { ValidationError } from '../../domain/errors';
import type { DecisionsApi } from './ports';

/** A complaint against a decision, said in the person's words (10 to 4,000 characters), sent trimmed. */
export class LodgeComplaint {
  constructor(private readonly api: DecisionsApi) {}

  async execute(id: string, text: string, secret: string | null): Promise<Decision> {
    const trimmed = text.trim();
    if (trimmed.length < COMPLAINT_TEXT_MIN)
      throw new ValidationError([{ field: 'text', code: 'too_short', message: 'Say why the decision is wrong' }]);
    if (trimmed.length > COMPLAINT_TEXT_MAX)
      throw new ValidationError([{ field: 'text', code: 'too_long', message: 'The complaint is too long' }]);
    return this.api.complain(id, trimmed, secret);
  }
}
