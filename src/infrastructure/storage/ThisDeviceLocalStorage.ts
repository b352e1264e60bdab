import type { ThisDevice } from '../../application/device/ports';
import { readJson, STORAGE_KEYS, writeJson } from './SessionStoreLocalStorage';

/** This browser's device id at the server, for "dieses Gerät" and to switch its pushes off. */
export class ThisDeviceLocalStorage implements ThisDevice {
  constructor(private readonly storage: Storage) {}

  id(): string | null {
    const id = readJson<unknown>(this.storage, STORAGE_KEYS.pushDevice);
    return typeof id === 'string' && id.length <= 64 ? id : null;
  }

  set(id: string | null): void {
    writeJson(this.storage, STORAGE_KEYS.pushDevice, id);
  }
}
