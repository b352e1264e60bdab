import type { Ad, AdCategory, AdImage, PriceType, SellerType } from './ad';

/** A message is plain text of at most this many characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

/** Why a conversation is reported to the administrators. */
export const CONVERSATION_REPORT_REASONS = ['spam', 'fraud', 'harassment', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];

/** The person's side of a conversation: who wrote about someone else's ad, or whose ad it is about. */
export type ConversationRole = 'seeker' | 'seller';

/** The ad a conversation is about, as it is now; its title stays known after the ad is gone. */
export interface ConversationAd {
  /** Null once the ad was deleted. */
  id: string | null;
  title: string;
  priceCents: number | null;
  priceType: PriceType | null;
  category: AdCategory | null;
  cover: AdImage | null;
  /** Visitors can see the ad now. */
  available: boolean;
}

/** One conversation as one of its two people sees it: never the other's e-mail address, only their first name. */
export interface Conversation {
  id: string;
  role: ConversationRole;
  ad: ConversationAd;
  /** The other person's first name; null once their account is deleted ("gelöschter Nutzer"). */
  counterpart: string | null;
  lastMessage: { body: string; mine: boolean; createdAt: string } | null;
  /** Messages from the other person since this person last read the conversation. */
  unread: number;
  /** This person blocked the other: neither can write until it is lifted. */
  blockedByMe: boolean;
  /** The other person blocked this one. */
  blockedByOther: boolean;
  createdAt: string;
  lastMessageAt: string;
}

export interface ChatMessage {
  id: string;
  conversationId: string;
  /** Written by the person reading it. */
  mine: boolean;
  body: string;
  createdAt: string;
}

/** A conversation with its messages, oldest first. */
export interface ConversationThread {
  conversation: Conversation;
  messages: ChatMessage[];
}

/**
 * What an open inbox hears without asking (Server-Sent Events), with the person's unread count after it (null when
 * it cannot have changed: their own message, heard in their other tabs).
 */
export type MessageEvent =
  | { type: 'message'; conversationId: string; message: ChatMessage; unreadTotal: number | null }
  | { type: 'read'; conversationId: string; unreadTotal: number };

/** The seller as an ad's visitors see them: no surname, no address, no contact data. */
export interface SellerProfile {
  firstName: string;
  sellerType: SellerType;
  /** When the account was made (ISO date). */
  memberSince: string;
  /** Share of conversations answered, once enough are known to say (else null). */
  responseRate: number | null;
  /** Typical hours until the first answer, once known (else null). */
  responseHours: number | null;
  /** Other live ads of the same seller. */
  otherAds: Ad[];
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
