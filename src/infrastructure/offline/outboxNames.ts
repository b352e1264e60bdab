/** What the page and the service worker share about the message outbox (apart, so the app's start loads no IndexedDB code). */

/** The database's name; deleted as a whole when the person signs out. */
export const OUTBOX_DATABASE = 'inserat-outbox';
/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'inserat-outbox';
/** What the service worker tells open pages once it sent a queued message (they show the sent message). */
export const OUTBOX_SENT_MESSAGE = 'inserat:outbox-sent';
