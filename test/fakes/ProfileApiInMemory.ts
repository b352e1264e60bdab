import type { User } from '../../src/domain/user';
import type { ProfileApi } from '../../src/application/auth/ports';
import { RequestError } from '../../src/application/shared/RequestError';

export class ProfileApiInMemory implements ProfileApi {
  /** Tokens the server accepts, each with its (current) user. */
  readonly validTokens = new Map<string, User>();
  readonly requestedTokens: string[] = [];

  async getProfile(accessToken: string): Promise<User> {
    this.requestedTokens.push(accessToken);
    const user = this.validTokens.get(accessToken);
    if (!user) throw new RequestError('http', 'UNAUTHORIZED', 'Token expired', 401);
    return user;
  }
}
