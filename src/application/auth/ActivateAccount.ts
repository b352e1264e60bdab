import type { Session } from '../../domain/user';
import { ValidationError } from '../../domain/errors';
import { checkCode, checkEmail, normalizeEmail } from '../../domain/validation';
import type { ActivationPayload, AuthApi, SessionState, SessionStore } from './ports';

export class ActivateAccount {
  constructor(
    private readonly api: AuthApi,
    private readonly store: SessionStore,
    private readonly state: SessionState,
  ) {}

  async execute(payload: ActivationPayload): Promise<Session> {
    const code = payload.activation_code.trim();
    const problems = [checkEmail(payload.userEmail, 'userEmail'), checkCode(code, 'activation_code')].filter(
      (p) => p !== null,
    );
    if (problems.length > 0) throw new ValidationError(problems);
    const session = await this.api.activate({ userEmail: normalizeEmail(payload.userEmail), activation_code: code });
    this.store.save(session);
    this.state.set(session);
    return session;
  }
}
