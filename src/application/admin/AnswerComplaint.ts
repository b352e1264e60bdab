import {
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TEXT_MIN,
  type ComplaintCase,
  type ComplaintOutcome,
} from '../../domain/decisions';
import { ValidationError } from '../../domain/errors';
import type { ComplaintsApi } from './ports';

/** Upholds or reverses the contested decision, with the reasons the complainant is sent (sent trimmed). */
export class AnswerComplaint {
  constructor(private readonly api: ComplaintsApi) {}

  async execute(id: string, outcome: ComplaintOutcome, answer: string): Promise<ComplaintCase> {
    const trimmed = answer.trim();
    if (trimmed.length < COMPLAINT_TEXT_MIN)
      throw new ValidationError([{ field: 'answer', code: 'too_short', message: 'Give your reasons' }]);
    if (trimmed.length > COMPLAINT_TEXT_MAX)
      throw new ValidationError([{ field: 'answer', code: 'too_long', message: 'The answer is too long' }]);
    return this.api.answer(id, outcome, trimmed);
  }
}
