import type { Decision } from '../../domain/decisions';
import type { DecisionsApi } from './ports';

/** The statements of reasons about my ads, my account and my reports, newest first. */
export class LoadMyDecisions {
  constructor(private readonly api: DecisionsApi) {}

  execute(): Promise<Decision[]> {
    return this.api.mine();
  }
}
