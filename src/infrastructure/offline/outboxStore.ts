import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { OUTBOX_DATABASE } from './outboxNames';

/** A message written while offline, kept in this browser until the server has it (the page and the service worker). */
export interface StoredMessage {
  /** The browser's own id for it: the server stores a message once per sender and id. */
  clientId: string;
  conversationId: string;
  body: string;
  /** When the person pressed send (ISO): the order they wrote in. */
  createdAt: string;
  /** The session's token then: the service worker sends with it while no page is open. */
  token: string;
  /** The server refused it (its error code): shown to the person, who may discard it or try again. */
  failed: string | null;
}

interface OutboxSchema extends DBSchema {
  messages: { key: string; value: StoredMessage; indexes: { conversation: string } };
}

let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function database(): Promise<IDBPDatabase<OutboxSchema>> {
  opened ??= openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('messages', { keyPath: 'clientId' }).createIndex('conversation', 'conversationId');
    },
    // Another context deletes the database (a sign-out): this handle closes, the next call opens a new one.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
    terminated() {
      opened = null;
    },
  });
  return opened;
}

export const outboxStore = {
  async put(message: StoredMessage): Promise<void> {
    await (await database()).put('messages', message);
  },
  /** Oldest first: sent in the order they were written. */
  async all(): Promise<StoredMessage[]> {
    const all = await (await database()).getAll('messages');
    return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },
  async get(clientId: string): Promise<StoredMessage | undefined> {
    return (await database()).get('messages', clientId);
  },
  async remove(clientId: string): Promise<void> {
    await (await database()).delete('messages', clientId);
  },
  async markFailed(clientId: string, code: string): Promise<void> {
    const db = await database();
    const message = await db.get('messages', clientId);
    if (message) await db.put('messages', { ...message, failed: code });
  },
  /** Everything gone (a sign-out on a shared device). */
  async clear(): Promise<void> {
    await (await database()).clear('messages');
  },
};

/** How sending one stored message went: the server has it, the network is away, or the server refused it. */
export type SendOutcome =
  { sent: true; message: unknown } | { sent: false; offline: true } | { sent: false; code: string };

/**
 * Sends what waits, oldest first, each with its own id (so a message the server already has is not stored twice):
 * removed once sent, marked with the server's code when refused, and the rest left for later when the network is away.
 */
export async function sendStored(
  send: (message: StoredMessage) => Promise<SendOutcome>,
  onSent: (message: StoredMessage, answer: unknown) => void,
): Promise<{ sent: number; offline: boolean }> {
  let sent = 0;
  for (const message of await outboxStore.all()) {
    if (message.failed) continue;
    // Sent meanwhile by another context (the page, the service worker): nothing left to do.
    if (!(await outboxStore.get(message.clientId))) continue;
    const outcome = await send(message);
    if (outcome.sent) {
      await outboxStore.remove(message.clientId);
      onSent(message, outcome.message);
      sent += 1;
    } else if ('offline' in outcome) {
      return { sent, offline: true };
    } else {
      await outboxStore.markFailed(message.clientId, outcome.code);
    }
  }
  return { sent, offline: false };
}
