import type { User } from '../../domain/user';
import type { Session } from '../../domain/user';
import type { SessionStore } from '../../application/auth/ports';
import { OUTBOX_DATABASE } from '../offline/outboxNames';

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
  /** Messages being written (MessageDraftsLocalStorage). */
  messageDrafts: 'messageDrafts',
  /** The Merkliste as last loaded, for offline use (FavoritesCopyLocalStorage). */
  offlineFavorites: 'inserat_offline_favorites',
  /** This browser's push device at the server (ThisDeviceLocalStorage). */
  pushDevice: 'inserat_push_device',
  /** Set while messages written offline wait to be sent (MessageOutboxIndexedDb). */
  outboxWaiting: 'inserat_outbox_waiting',
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
  /** `events`: where other tabs' storage changes are heard (the window; none on the server). */
  constructor(
    private readonly storage: Storage,
    private readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null,
  ) {}

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

  onChangeElsewhere(listener: (session: Session | null) => void): () => void {
    // The storage event fires in every other tab of the origin; the token's key changes on every sign-in and -out.
    const heard = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.accessToken && event.key !== null) return;
      const [accessToken, user] = [this.readToken(), this.readUser()];
      listener(accessToken && user ? { accessToken, user } : null);
    };
    this.events?.addEventListener('storage', heard);
    return () => this.events?.removeEventListener('storage', heard);
  }

  forgetLocalCopies(): void {
    try {
      this.storage.removeItem(STORAGE_KEYS.messageDrafts);
      this.storage.removeItem(STORAGE_KEYS.offlineFavorites);
      this.storage.removeItem(STORAGE_KEYS.outboxWaiting);
    } catch {
      // Storage disabled: there is nothing kept either.
    }
    // Messages written offline and not sent yet leave with their writer (the service worker holds the same store).
    globalThis.indexedDB?.deleteDatabase(OUTBOX_DATABASE);
  }

  nullify(): void {
    for (const key of [
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.user,
      STORAGE_KEYS.imgMultiStepForm,
      STORAGE_KEYS.planMultiStepForm,
      STORAGE_KEYS.adFormInput,
    ]) {
      writeJson(this.storage, key, null);
    }
  }
}
