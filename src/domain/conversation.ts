import type * as ShapesConversations from './shapes/conversations';
import { CONVERSATION_REPORT_REASONS, MESSAGE_MAX_LENGTH } from './conversationValues';

export { CONVERSATION_REPORT_REASONS, MESSAGE_MAX_LENGTH } from './conversationValues';

export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];

/** The person's side of a conversation: who wrote about someone else's ad, or whose ad it is about. */
export type ConversationRole = 'seeker' | 'seller';

/** The ad a conversation is about, as it is now; its title stays known after the ad is gone. */

/** One conversation as one of its two people sees it: never the other's e-mail address, only their first name. */
export type Conversation = ShapesConversations.Conversation;

export type ChatMessage = ShapesConversations.ChatMessage;

/** A conversation with its messages, oldest first. */
export type ConversationThread = ShapesConversations.ConversationThread;

/**
 * What an open inbox hears without asking (Server-Sent Events), with the person's unread count after it (null when
 * it cannot have changed: their own message, heard in their other tabs).
 */
export type MessageEvent =
  | { type: 'message'; conversationId: string; message: ChatMessage; unreadTotal: number | null }
  | { type: 'read'; conversationId: string; unreadTotal: number };

/** The seller as an ad's visitors see them: no surname, no address, no contact data. */
export type SellerProfile = ShapesConversations.SellerProfile;

/**
 * Whom a visitor writes to: a company by its name (its Impressum), a private seller by first name. A company's ad
 * greeting "your message to Jonas" names its contact person where the visitor expects the company (issue 69).
 */
export function sellerName(seller: Pick<SellerProfile, 'firstName' | 'imprint'>): string {
  return seller.imprint?.companyName ?? seller.firstName;
}

/** Can a message be sent in this conversation (nobody blocked anybody, the other person still exists)? */
export function canWrite(conversation: Conversation): boolean {
  return !conversation.blockedByMe && !conversation.blockedByOther && conversation.counterpart !== null;
}

/** The text as it will be sent: trimmed; null when it is empty or too long. */
export function messageBody(text: string): string | null {
  const body = text.trim();
  return body.length > 0 && body.length <= MESSAGE_MAX_LENGTH ? body : null;
}

/** Splits plain text into text and web addresses, so links can be shown as links (and nothing else as markup). */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]}'’”]/gi)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
