import { Type } from 'typebox';
import { CONVERSATION_REPORT_REASONS, MESSAGE_MAX_LENGTH } from '../../../src/domain/conversation';
import { AD_CATEGORIES, PRICE_TYPES, SELLER_TYPES } from '../../../src/domain/ad';
import { REPORT_STATUSES, REPORT_SUBJECTS } from '../../../src/domain/report';
import { AdImageSchema, AdSchema } from './ads';
import { Nullable, StringEnum } from './common';

/** What a person writes: the server trims it and refuses an empty or too long text with a field error. */
export const MessageBody = Type.Object(
  { body: Type.String({ maxLength: MESSAGE_MAX_LENGTH * 2 }) },
  { additionalProperties: false },
);

export const ChatMessageSchema = Type.Object({
  id: Type.String(),
  conversationId: Type.String(),
  mine: Type.Boolean(),
  body: Type.String(),
  createdAt: Type.String(),
});

export const ConversationSchema = Type.Object({
  id: Type.String(),
  role: StringEnum(['seeker', 'seller'] as const),
  ad: Type.Object({
    id: Nullable(Type.String()),
    title: Type.String(),
    priceCents: Nullable(Type.Integer()),
    priceType: Nullable(StringEnum(PRICE_TYPES)),
    category: Nullable(StringEnum(AD_CATEGORIES)),
    cover: Nullable(AdImageSchema),
    available: Type.Boolean(),
  }),
  counterpart: Nullable(Type.String()),
  lastMessage: Nullable(Type.Object({ body: Type.String(), mine: Type.Boolean(), createdAt: Type.String() })),
  unread: Type.Integer(),
  blockedByMe: Type.Boolean(),
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
  memberSince: Type.String(),
  responseRate: Nullable(Type.Number()),
  responseHours: Nullable(Type.Integer()),
  otherAds: Type.Array(AdSchema),
});

const ReportedMessageSchema = Type.Object({
  author: StringEnum(['seeker', 'seller'] as const),
  authorName: Nullable(Type.String()),
  body: Type.String(),
  createdAt: Type.String(),
});

/** What was reported as it stood then (kept when the ad or account is deleted). */
const ReportEvidenceSchema = Type.Object({
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
  note: Type.String(),
  ad: Nullable(Type.Object({ id: Type.String(), title: Type.String() })),
  conversationId: Nullable(Type.String()),
  reporter: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  evidence: Nullable(ReportEvidenceSchema),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const ReportDetailSchema = Type.Object({
  report: ReportSchema,
  messages: Type.Array(ReportedMessageSchema),
});
