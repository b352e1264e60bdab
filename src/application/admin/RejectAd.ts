import type { Ad } from '../../domain/ad';
import type { DecisionGround } from '../../domain/decisions';
import { decisionReason } from './decisionReason';
import type { ModerationApi } from './ports';

export class RejectAd {
  constructor(private readonly api: ModerationApi) {}

  /** The owner sees the reason and the ground (their statement of reasons), so a reason is required. */
  async execute(id: string, reason: string, ground: DecisionGround): Promise<Ad> {
    return this.api.reject(id, decisionReason(reason), ground);
  }
}
