import type { Ad } from '../../domain/ad';
import type { DecisionGround } from '../../domain/decisions';
import { decisionReason } from './decisionReason';
import type { ModerationApi } from './ports';

/** Takes one live ad offline without blocking its owner; the owner gets a statement of reasons with the ground. */
export class TakeDownAd {
  constructor(private readonly api: ModerationApi) {}

  async execute(id: string, reason: string, ground: DecisionGround): Promise<Ad> {
    return this.api.takeDown(id, decisionReason(reason), ground);
  }
}
