import type { SessionsApi } from '../auth/ports';

/** "Sign out everywhere else": every session but this browser's ends. */
export class EndOtherSessions {
  constructor(private readonly api: SessionsApi) {}

  execute(): Promise<void> {
    return this.api.endOthers();
  }
}
