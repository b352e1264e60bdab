import type { Decision } from '../../domain/decisions';
import type { DecisionsApi } from './ports';

/** One statement of reasons: for its recipient, or with the secret from its mail. */
export class LoadDecision {
  constructor(private readonly api: DecisionsApi) {}

  execute(id: string, secret: string | null): Promise<Decision> {
    return this.api.get(id, secret);
  }
}
