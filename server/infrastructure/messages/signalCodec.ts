import type { InboxSignal } from '../../application/messages/ports';

/** The signal as it travels between processes: a few ids, never a message's text. */
export function encodeSignal({ userId, conversationId, kind, messageId }: InboxSignal): string {
  return JSON.stringify({ userId, conversationId, kind, ...(messageId && { messageId }) });
}

/** A signal read back, or null for anything that is not one (another program on the same channel). */
export function decodeSignal(payload: string): InboxSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<InboxSignal>;
    if (typeof value.userId !== 'string' || typeof value.conversationId !== 'string' || (value.kind !== 'message' && value.kind !== 'read')) return null;
    return { userId: value.userId, conversationId: value.conversationId, kind: value.kind, ...(typeof value.messageId === 'string' && { messageId: value.messageId }) };
  } catch {
    return null;
  }
}
