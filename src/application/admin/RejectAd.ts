import type { Ad } from '../../domain/ad';
import { AD_LIMITS } from '../../domain/adValidation';
import { ValidationError } from '../../domain/errors';
import type { ModerationApi } from './ports';

export class RejectAd {
  constructor(private readonly api: ModerationApi) {}

  /** The owner sees the reason, so one is required. */
  async execute(id: string, reason: string): Promise<Ad> {
    const trimmed = reason.trim();
    if (trimmed.length < 3) throw new ValidationError([{ field: 'reason', code: 'required', message: 'Give a reason' }]);
    if (trimmed.length > AD_LIMITS.reasonMax) throw new ValidationError([{ field: 'reason', code: 'too_long', message: 'The reason is too long' }]);
    return this.api.reject(id, trimmed);
  }
}
