import type { ForgotPasswordStore } from '../../application/auth/ports';
import { readJson, STORAGE_KEYS, writeJson } from './SessionStoreLocalStorage';

export class ForgotPasswordStoreLocalStorage implements ForgotPasswordStore {
  constructor(private readonly storage: Storage) {}

  read(): string | null {
    const value = readJson<{ email?: unknown }>(this.storage, STORAGE_KEYS.forgotPasswordAccount);
    return typeof value?.email === 'string' && value.email !== '' ? value.email : null;
  }

  save(email: string): void {
    writeJson(this.storage, STORAGE_KEYS.forgotPasswordAccount, { email });
  }

  clear(): void {
    try {
      this.storage.removeItem(STORAGE_KEYS.forgotPasswordAccount);
    } catch {
      // nothing to clear when storage is unavailable
    }
  }
}
