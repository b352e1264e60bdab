/** Why a conversation is reported to the administrators. */
export const CONVERSATION_REPORT_REASONS = ['spam', 'fraud', 'harassment', 'other'] as const;

/** A message is plain text of at most this many characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;
