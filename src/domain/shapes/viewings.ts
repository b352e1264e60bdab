import { Type, type Static } from 'typebox';
import { ATTENDANCE, VIEWING_KINDS, VIEWING_LIMITS } from '../viewingValues';
import { Nullable, StringEnum } from './schema';

/** A person booked into a slot, as its landlord sees them (the landlord's view only). */
export const ViewingAttendeeSchema = Type.Object({
  bookingId: Type.String(),
  name: Type.String(),
  /** Null until the landlord marks it, which they can once the viewing has begun. */
  attendance: Nullable(StringEnum(ATTENDANCE)),
});

/** One viewing appointment of an ad. */
export const ViewingSlotSchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(VIEWING_KINDS),
  startsAt: Type.String(),
  endsAt: Type.String(),
  capacity: Type.Integer(),
  /** Places taken and places left. */
  booked: Type.Integer(),
  free: Type.Integer(),
  /** Everyone who wrote about the ad may book, not only those invited. */
  openToEnquirers: Type.Boolean(),
  cancelled: Type.Boolean(),
  /** Where exactly to come: for the landlord and the people booked into this slot only. */
  addressNote: Nullable(Type.String()),
  /** The seeker's own booking in this slot (null for the landlord and for slots the seeker has not booked). */
  myBookingId: Nullable(Type.String()),
  /** Who is booked, for the landlord; null for a seeker. */
  attendees: Nullable(Type.Array(ViewingAttendeeSchema)),
});

/** Someone who wrote about the ad, for the landlord choosing whom to invite. */
export const ViewingEnquirerSchema = Type.Object({
  seekerId: Type.String(),
  name: Type.String(),
  conversationId: Type.String(),
  invited: Type.Boolean(),
  /** The slot they booked, if any. */
  bookedSlotId: Nullable(Type.String()),
});

/** An ad's viewings: all of them for its landlord; for a seeker the slots offered to them and their booking. */
export const ViewingPlanSchema = Type.Object({
  adId: Type.String(),
  adTitle: Type.String(),
  isLandlord: Type.Boolean(),
  slots: Type.Array(ViewingSlotSchema),
  /** The landlord's list of enquirers (null for a seeker). */
  enquirers: Nullable(Type.Array(ViewingEnquirerSchema)),
});

/** A slot as the landlord's form gives it: a German date and time, a length, and who may book. */
export const NewViewingSlotBody = Type.Object(
  {
    date: Type.String({ maxLength: 20 }),
    time: Type.String({ maxLength: 10 }),
    minutes: Type.Integer({ minimum: 0, maximum: 100_000 }),
    kind: StringEnum(VIEWING_KINDS),
    capacity: Type.Integer({ minimum: 0, maximum: 100_000 }),
    addressNote: Type.Optional(Type.String({ maxLength: VIEWING_LIMITS.addressNoteMax * 2 })),
    openToEnquirers: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const InviteBody = Type.Object(
  { seekerIds: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: VIEWING_LIMITS.maxInvitees }) },
  { additionalProperties: false },
);

export const AttendanceBody = Type.Object({ attendance: StringEnum(ATTENDANCE) }, { additionalProperties: false });

/** The private address of a person's calendar of viewings (null when they have none). */
export const CalendarFeedSchema = Type.Object({ url: Nullable(Type.String()) });

export type ViewingSlot = Static<typeof ViewingSlotSchema>;
export type ViewingPlan = Static<typeof ViewingPlanSchema>;
export type ViewingEnquirer = Static<typeof ViewingEnquirerSchema>;
export type NewViewingSlot = Static<typeof NewViewingSlotBody>;
export type CalendarFeed = Static<typeof CalendarFeedSchema>;
