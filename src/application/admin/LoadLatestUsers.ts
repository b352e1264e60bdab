import type { User } from '../../domain/user';
import type { UsersApi } from './ports';

export class LoadLatestUsers {
  constructor(private readonly api: UsersApi) {}

  /** Spec §7: statusCode 200 means success and its data fills recentImmobilien; anything else leaves it empty. */
  async execute(): Promise<User[]> {
    const answer = await this.api.latest();
    return answer.statusCode === 200 && Array.isArray(answer.data) ? answer.data : [];
  }
}
