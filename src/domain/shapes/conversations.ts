import { Type, type Static } from 'typebox';
import { CONVERSATION_REPORT_REASONS, MESSAGE_MAX_LENGTH } from '../conversationValues';
import { AD_CATEGORIES, PRICE_TYPES, SELLER_TYPES } from '../adValues';
import { REPORT_OUTCOMES, REPORT_STATUSES, REPORT_SUBJECTS } from '../reportValues';
import { MESSAGE_CAUTIONS } from '../riskValues';
import { AdImageSchema, AdSchema } from './ad';
import { TraderDetailsSchema } from './users';
import { Nullable, StringEnum } from './schema';

/** What a person writes: the server trims it and refuses an empty or too long text with a field error. */
export const MessageBody = Type.Object(
  {
    body: Type.String({ maxLength: MESSAGE_MAX_LENGTH * 2 }),
    /**
     * The browser's own id for the message (a UUID it made when the person pressed send, offline perhaps): sending
     * again with it finds the message sent, never a second one.
     */
    clientId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

export const ChatMessageSchema = Type.Object({
  id: Type.String(),
  conversationId: Type.String(),
  /** Written by the person reading it. */
  mine: Type.Boolean(),
  body: Type.String(),
  createdAt: Type.String(),
  /** Why the reader is warned beside this message (never on their own): money asked early, or contact moved away. */
  caution: Nullable(StringEnum(MESSAGE_CAUTIONS)),
  /** The id the sending browser gave it (shown to its sender only), so that browser knows its queued message went. */
  clientId: Nullable(Type.String()),
});

export const ConversationAdSchema = Type.Object({
  /** Null once the ad was deleted. */
  id: Nullable(Type.String()),
  title: Type.String(),
  priceCents: Nullable(Type.Integer()),
  priceType: Nullable(StringEnum(PRICE_TYPES)),
  category: Nullable(StringEnum(AD_CATEGORIES)),
  cover: Nullable(AdImageSchema),
  /** Visitors can see the ad now. */
  available: Type.Boolean(),
});

export const ConversationSchema = Type.Object({
  id: Type.String(),
  role: StringEnum(['seeker', 'seller'] as const),
  ad: ConversationAdSchema,
  /** The other person's first name; null once their account is deleted ("gelöschter Nutzer"). */
  counterpart: Nullable(Type.String()),
  lastMessage: Nullable(Type.Object({ body: Type.String(), mine: Type.Boolean(), createdAt: Type.String() })),
  /** Messages from the other person since this person last read the conversation. */
  unread: Type.Integer(),
  /** This person blocked the other: neither can write until it is lifted. */
  blockedByMe: Type.Boolean(),
  /** The other person blocked this one. */
  blockedByOther: Type.Boolean(),
  createdAt: Type.String(),
  lastMessageAt: Type.String(),
});

export const ThreadSchema = Type.Object({ conversation: ConversationSchema, messages: Type.Array(ChatMessageSchema) });

export const ConversationReportBody = Type.Object(
  { reason: StringEnum(CONVERSATION_REPORT_REASONS), details: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);

export const SellerSchema = Type.Object({
  firstName: Type.String(),
  sellerType: StringEnum(SELLER_TYPES),
  /** When the account was made (ISO date). */
  memberSince: Type.String(),
  /** Share of conversations answered, once enough are known to say (else null). */
  responseRate: Nullable(Type.Number()),
  /** Typical hours until the first answer, once known (else null). */
  responseHours: Nullable(Type.Integer()),
  /** Other live ads of the same seller. */
  otherAds: Type.Array(AdSchema),
  /** What was confirmed about the seller: the e-mail address (by its code), a mobile number (by SMS). */
  verified: Type.Object({ email: Type.Boolean(), phone: Type.Boolean() }),
  /** The confirmed number, only when the seller chose to show it. */
  phone: Nullable(Type.String()),
  /** A commercial seller's Anbieter-Impressum (§ 5 DDG); null for a private seller. */
  imprint: Nullable(TraderDetailsSchema),
});

export const ReportedMessageSchema = Type.Object({
  author: StringEnum(['seeker', 'seller'] as const),
  authorName: Nullable(Type.String()),
  body: Type.String(),
  createdAt: Type.String(),
});

/** What was reported as it stood then (kept when the ad or account is deleted). */
export const ReportEvidenceSchema = Type.Object({
  ad: Type.Optional(
    Type.Object({
      title: Type.String(),
      description: Type.String(),
      priceCents: Nullable(Type.Integer()),
      postalCode: Type.String(),
      city: Type.String(),
      seller: Nullable(Type.String()),
    }),
  ),
  messages: Type.Optional(Type.Array(ReportedMessageSchema)),
});

export const ReportSchema = Type.Object({
  id: Type.String(),
  subject: StringEnum(REPORT_SUBJECTS),
  reason: Type.String(),
  details: Type.String(),
  status: StringEnum(REPORT_STATUSES),
  /** What came of a resolved report (null while it is not resolved). */
  outcome: Nullable(StringEnum(REPORT_OUTCOMES)),
  /** The moderators' note: what was found and done. */
  note: Type.String(),
  /** The reported ad (or the ad the conversation is about), while it exists. */
  ad: Nullable(Type.Object({ id: Type.String(), title: Type.String() })),
  conversationId: Nullable(Type.String()),
  /** Who reported it, when signed in (an ad can be reported by visitors). */
  reporter: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  /** What was reported as it stood then (null for reports made before evidence was kept, and six months after resolution). */
  evidence: Nullable(ReportEvidenceSchema),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const ReportDetailSchema = Type.Object({
  report: ReportSchema,
  messages: Type.Array(ReportedMessageSchema),
});

export type Conversation = Static<typeof ConversationSchema>;
export type ChatMessage = Static<typeof ChatMessageSchema>;
export type ConversationThread = Static<typeof ThreadSchema>;
export type SellerProfile = Static<typeof SellerSchema>;
export type ReportEvidence = Static<typeof ReportEvidenceSchema>;
export type Report = Static<typeof ReportSchema>;
export type ReportedMessage = Static<typeof ReportedMessageSchema>;
