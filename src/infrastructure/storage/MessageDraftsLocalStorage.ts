import type { MessageDrafts } from '../../application/messages/ports';
import { STORAGE_KEYS } from './SessionStoreLocalStorage';

const KEY = STORAGE_KEYS.messageDrafts;

/** Drafts by ad id under one key; a broken entry counts as no drafts. */
export class MessageDraftsLocalStorage implements MessageDrafts {
  constructor(private readonly storage: Storage) {}

  get(adId: string): string {
    return this.all()[adId] ?? '';
  }

  set(adId: string, text: string): void {
    const drafts = this.all();
    if (text.trim()) drafts[adId] = text;
    else delete drafts[adId];
    this.save(drafts);
  }

  clear(adId: string): void {
    this.set(adId, '');
  }

  private all(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.storage.getItem(KEY) ?? '{}') as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  }

  private save(drafts: Record<string, string>): void {
    if (Object.keys(drafts).length === 0) this.storage.removeItem(KEY);
    else this.storage.setItem(KEY, JSON.stringify(drafts));
  }
}
