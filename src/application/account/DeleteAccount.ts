import { ValidationError } from '../../domain/errors';
import type { Logout } from '../auth/Logout';
import type { AccountApi } from './ports';

export class DeleteAccount {
  constructor(
    private readonly api: AccountApi,
    private readonly logout: Logout,
  ) {}

  async execute(password: string): Promise<void> {
    if (!password)
      throw new ValidationError([{ field: 'password', code: 'required', message: 'Enter your password to confirm' }]);
    await this.api.deleteAccount(password);
    await this.logout.execute();
  }
}
