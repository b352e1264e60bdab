import type { InboxSignal } from '../../../messages/ports';
import type { BroadcastCodec } from '../../ports';

/** An inbox signal as it travels between processes: a few ids, never a message's text. */
export const inboxSignalCodec: BroadcastCodec<InboxSignal> = {
  encode: (signal) =>
    signal.kind === 'sessions_changed'
      ? JSON.stringify({ userId: signal.userId, kind: signal.kind })
      : JSON.stringify({
          userId: signal.userId,
          conversationId: signal.conversationId,
          kind: signal.kind,
          ...(signal.messageId && { messageId: signal.messageId }),
        }),
  decode(payload) {
    try {
      const value = JSON.parse(payload) as {
        userId?: unknown;
        conversationId?: unknown;
        kind?: unknown;
        messageId?: unknown;
      };
      if (typeof value.userId !== 'string') return null;
      if (value.kind === 'sessions_changed') return { userId: value.userId, kind: value.kind };
      if (typeof value.conversationId !== 'string' || (value.kind !== 'message' && value.kind !== 'read')) return null;
      return {
        userId: value.userId,
        conversationId: value.conversationId,
        kind: value.kind,
        ...(typeof value.messageId === 'string' && { messageId: value.messageId }),
      };
    } catch {
      return null; // another program on the same channel
    }
  },
};

/** "What visitors see changed" between processes: which process said it (it cleared its own caches already). */
export const publicChangeCodec: BroadcastCodec<{ origin: string }> = {
  encode: ({ origin }) => JSON.stringify({ origin }),
  decode(payload) {
    try {
      const value = JSON.parse(payload) as { origin?: unknown };
      return typeof value.origin === 'string' ? { origin: value.origin } : null;
    } catch {
      return null;
    }
  },
};
