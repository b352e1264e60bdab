import type { Ad } from '../../domain/ad';
import { decisionReason } from './decisionReason';
import type { ModerationApi } from './ports';

export class RejectAd {
  constructor(private readonly api: ModerationApi) {}

  /** The owner sees the reason, so one is required. */
  async execute(id: string, reason: string): Promise<Ad> {
    return this.api.reject(id, decisionReason(reason));
  }
}
