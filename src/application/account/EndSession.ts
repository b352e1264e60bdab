import type { SessionsApi } from '../auth/ports';

/** Signs another browser out: its token stops working at once. This browser's own session ends with Logout. */
export class EndSession {
  constructor(private readonly api: SessionsApi) {}

  execute(id: string): Promise<void> {
    return this.api.end(id);
  }
}
