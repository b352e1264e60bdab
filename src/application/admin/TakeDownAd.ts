import type { Ad } from '../../domain/ad';
import { decisionReason } from './decisionReason';
import type { ModerationApi } from './ports';

/** Takes one live ad offline without blocking its owner; the owner is shown and mailed the reason. */
export class TakeDownAd {
  constructor(private readonly api: ModerationApi) {}

  async execute(id: string, reason: string): Promise<Ad> {
    return this.api.takeDown(id, decisionReason(reason));
  }
}
