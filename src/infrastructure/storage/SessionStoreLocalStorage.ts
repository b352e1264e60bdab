import type { User } from '../../domain/user';
import type { Session } from '../../domain/user';
import type { SessionStore } from '../../application/auth/ports';

/** The spec's browser storage keys (§3), exactly. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  user: 'user',
  imgMultiStepForm: 'imgMultiStepForm',
  planMultiStepForm: 'planMultiStepForm',
  /** The ad form's details typed but not saved yet (an address, a description): gone at logout like the two above. */
  adFormInput: 'adFormInput',
  forgotPasswordAccount: 'forgot_password_account',
  favorites: 'inserat_favorites',
} as const;

/** Reads a JSON value; a missing, "null" or corrupt entry reads as null. */
export function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    return JSON.parse(raw) as T | null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the in-memory session still works for this tab.
  }
}

function isStoredUser(value: unknown): value is User {
  const user = value as User | null;
  return typeof user === 'object' && user !== null && typeof user.authId === 'object' && user.authId !== null;
}

export class SessionStoreLocalStorage implements SessionStore {
  constructor(private readonly storage: Storage) {}

  readToken(): string | null {
    const token = readJson<unknown>(this.storage, STORAGE_KEYS.accessToken);
    return typeof token === 'string' && token !== '' ? token : null;
  }

  readUser(): User | null {
    const user = readJson<unknown>(this.storage, STORAGE_KEYS.user);
    return isStoredUser(user) ? user : null;
  }

  save(session: Session): void {
    writeJson(this.storage, STORAGE_KEYS.accessToken, session.accessToken);
    writeJson(this.storage, STORAGE_KEYS.user, session.user);
  }

  nullify(): void {
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.user, STORAGE_KEYS.imgMultiStepForm, STORAGE_KEYS.planMultiStepForm, STORAGE_KEYS.adFormInput]) {
      writeJson(this.storage, key, null);
    }
  }
}
