import type { ViewingEnquirer, ViewingPlan, ViewingSlot } from '../../src/domain/viewings';
import { hasBegun } from '../../src/domain/viewings';
import { ApiError } from '../platform/domain/ApiError';
import type { AdRecord } from '../ads/ports';
import type { Repositories } from '../platform/ports';
import type { AttendeeRecord, BookingRecord, EnquirerRecord, SlotRecord } from './ports';

type Repos = Pick<Repositories, 'ads' | 'viewings' | 'conversations'>;

/** Ads in these states take viewings: live, or paused to stop new enquiries while the viewings run. */
const VIEWABLE = new Set(['active', 'paused']);

/** The ad, for its landlord; 404 for anyone else (whether the ad exists is not theirs to learn). */
export async function landlordsAd(repos: Pick<Repositories, 'ads'>, adId: string, userId: string): Promise<AdRecord> {
  const ad = await repos.ads.findById(adId);
  if (!ad || ad.ownerId !== userId) throw ApiError.notFound('Ad');
  return ad;
}

/** Whether the seeker may book slots of the ad at all: invited, or written to the landlord (for open slots). */
export async function seekerAccess(repos: Repos, ad: AdRecord, seekerId: string) {
  if (ad.ownerId === seekerId) throw ApiError.notFound('Viewing');
  // One after another: inside a transaction they share one connection.
  const invited = await repos.viewings.isInvited(ad.id, seekerId);
  const enquired = await repos.viewings.hasEnquired(ad.id, seekerId);
  const booking = await repos.viewings.bookingOf(ad.id, seekerId);
  if (!invited && !enquired && !booking) throw ApiError.notFound('Viewing');
  const blocks = await repos.conversations.blocks(ad.ownerId, seekerId);
  return { invited, enquired, booking, blocked: blocks.aBlockedB || blocks.bBlockedA };
}

/** Whether the seeker may book this slot now (the slot's capacity is checked under its lock, apart). */
export function bookable(slot: SlotRecord, access: { invited: boolean; enquired: boolean }, now: Date): boolean {
  return slot.cancelledAt === null && !hasBegun(slot.startsAt, now) && (access.invited || slot.openToEnquirers);
}

export function viewable(ad: AdRecord): boolean {
  return VIEWABLE.has(ad.status);
}

function slotView(slot: SlotRecord, booked: number): ViewingSlot {
  return {
    id: slot.id,
    kind: slot.kind,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    capacity: slot.capacity,
    booked,
    free: slot.cancelledAt ? 0 : Math.max(0, slot.capacity - booked),
    openToEnquirers: slot.openToEnquirers,
    cancelled: slot.cancelledAt !== null,
    addressNote: null,
    myBookingId: null,
    attendees: null,
  };
}

/** The landlord's plan: every slot with who is booked, and everyone who wrote with whether they are invited. */
export function landlordPlan(
  ad: AdRecord,
  slots: SlotRecord[],
  attendees: AttendeeRecord[],
  enquirers: EnquirerRecord[],
): ViewingPlan {
  const bookedSlot = new Map(attendees.map((a) => [a.seekerId, a.slotId]));
  return {
    adId: ad.id,
    adTitle: ad.title,
    isLandlord: true,
    slots: slots.map((slot) => {
      const here = attendees.filter((a) => a.slotId === slot.id);
      return {
        ...slotView(slot, here.length),
        addressNote: slot.addressNote,
        attendees: here.map((a) => ({ bookingId: a.id, name: a.name, attendance: a.attendance })),
      };
    }),
    enquirers: enquirers.map((e): ViewingEnquirer => ({ ...e, bookedSlotId: bookedSlot.get(e.seekerId) ?? null })),
  };
}

/** A seeker's plan: the slots they may book now and the one they booked (with its address note), nothing of others. */
export function seekerPlan(
  ad: AdRecord,
  slots: { slot: SlotRecord; booked: number }[],
  access: { invited: boolean; enquired: boolean; booking: BookingRecord | null },
  now: Date,
): ViewingPlan {
  const mine = access.booking && access.booking.cancelledAt === null ? access.booking : null;
  return {
    adId: ad.id,
    adTitle: ad.title,
    isLandlord: false,
    slots: slots
      .filter(({ slot }) => slot.id === mine?.slotId || (viewable(ad) && bookable(slot, access, now)))
      .map(({ slot, booked }) => ({
        ...slotView(slot, booked),
        addressNote: slot.id === mine?.slotId ? slot.addressNote : null,
        myBookingId: slot.id === mine?.slotId ? mine.id : null,
      })),
    enquirers: null,
  };
}

/** The plan as the person asking sees it. */
export async function planFor(repos: Repos, ad: AdRecord, userId: string, now: Date): Promise<ViewingPlan> {
  const slots = await repos.viewings.slotsOf(ad.id);
  const attendees = await repos.viewings.attendeesOf(ad.id);
  if (ad.ownerId === userId) return landlordPlan(ad, slots, attendees, await repos.viewings.enquirers(ad.id));
  const { blocked, ...access } = await seekerAccess(repos, ad, userId);
  // Between two people where one blocked the other nothing new is offered; a booking made before stays visible.
  if (blocked) Object.assign(access, { invited: false, enquired: false });
  const counted = slots.map((slot) => ({ slot, booked: attendees.filter((a) => a.slotId === slot.id).length }));
  return seekerPlan(ad, counted, access, now);
}
