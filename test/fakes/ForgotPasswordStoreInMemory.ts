import type { ForgotPasswordStore } from '../../src/application/auth/ports';

export class ForgotPasswordStoreInMemory implements ForgotPasswordStore {
  email: string | null = null;

  read(): string | null {
    return this.email;
  }

  save(email: string): void {
    this.email = email;
  }

  clear(): void {
    this.email = null;
  }
}
