import type { Ad } from '../../domain/ad';
import { decisionReason } from './decisionReason';
import type { ModerationApi } from './ports';

export class RequestAdChanges {
  constructor(private readonly api: ModerationApi) {}

  /** The owner is told what to change, so the request must say it. */
  async execute(id: string, whatToChange: string): Promise<Ad> {
    return this.api.requestChanges(id, decisionReason(whatToChange));
  }
}
