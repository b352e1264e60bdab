import { DomainError } from '../../domain/errors';
import { checkEmail } from '../../domain/validation';
import type { OpenImmoApi } from './ports';

/**
 * Where new enquiries to imported ads are mailed as OpenImmo-Feedback: an address checked as the server checks it, or
 * nothing (the mail stops).
 */
export class SaveFeedbackEmail {
  constructor(private readonly api: OpenImmoApi) {}

  async execute(typed: string): Promise<string | null> {
    const email = typed.trim() === '' ? null : typed.trim();
    if (email !== null) {
      const problem = checkEmail(email, 'feedbackEmail');
      if (problem) throw new DomainError('VALIDATION_FAILED', problem.message, [problem]);
    }
    return (await this.api.saveSettings(email)).feedbackEmail;
  }
}
