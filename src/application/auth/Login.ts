import type { Session } from '../../domain/user';
import { ValidationError } from '../../domain/errors';
import { normalizeEmail, validateCredentials, type Credentials } from '../../domain/validation';
import type { AuthApi, SessionState, SessionStore } from './ports';

export class Login {
  constructor(
    private readonly api: AuthApi,
    private readonly store: SessionStore,
    private readonly state: SessionState,
  ) {}

  /** Errors (validation or server) are passed on to the caller, spec §8. */
  async execute(credentials: Credentials): Promise<Session> {
    const problems = validateCredentials(credentials);
    if (problems.length > 0) throw new ValidationError(problems);
    const session = await this.api.login({ email: normalizeEmail(credentials.email), password: credentials.password });
    this.store.save(session);
    this.state.set(session);
    return session;
  }
}
