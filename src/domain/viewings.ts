import type { FieldError } from './errors';
import type * as ShapesViewings from './shapes/viewings';
import { ATTENDANCE, VIEWING_KINDS, VIEWING_LIMITS } from './viewingValues';

export { ATTENDANCE, VIEWING_KINDS, VIEWING_LIMITS } from './viewingValues';

/*
 * Besichtigungen: a landlord offers slots for an ad — a single appointment or a group viewing with a capacity — to the
 * enquirers they invite or to everyone who wrote about the ad; seekers book one slot per ad, move or cancel it until
 * it begins, and the landlord marks who came. The rules both sides apply live here.
 */

export type ViewingKind = (typeof VIEWING_KINDS)[number];

export type Attendance = (typeof ATTENDANCE)[number];

/** The reminder mail goes out this long before a booked viewing. */
export const VIEWING_REMINDER_MS = 24 * 3_600_000;

export interface SlotInput {
  startsAt: Date | null;
  minutes: number;
  kind: ViewingKind;
  capacity: number;
  addressNote: string;
}

/** What is wrong with a slot as typed, field by field (empty when it can be offered). */
export function viewingSlotErrors(slot: SlotInput, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const { minMinutes, maxMinutes, maxCapacity, maxDaysAhead, minMinutesAhead, addressNoteMax } = VIEWING_LIMITS;
  if (!slot.startsAt) errors.push({ field: 'startsAt', code: 'invalid', message: 'Give a date and a time' });
  else if (slot.startsAt.getTime() < now.getTime() + minMinutesAhead * 60_000)
    errors.push({ field: 'startsAt', code: 'invalid', message: `At least ${minMinutesAhead} minutes from now` });
  else if (slot.startsAt.getTime() > now.getTime() + maxDaysAhead * 86_400_000)
    errors.push({ field: 'startsAt', code: 'invalid', message: `At most ${maxDaysAhead} days ahead` });
  if (!Number.isInteger(slot.minutes) || slot.minutes < minMinutes || slot.minutes > maxMinutes)
    errors.push({ field: 'minutes', code: 'invalid', message: `Between ${minMinutes} and ${maxMinutes} minutes` });
  if (slot.kind === 'group' && (!Number.isInteger(slot.capacity) || slot.capacity < 2 || slot.capacity > maxCapacity))
    errors.push({ field: 'capacity', code: 'invalid', message: `A group viewing holds 2 to ${maxCapacity} people` });
  if (slot.addressNote.trim().length > addressNoteMax)
    errors.push({ field: 'addressNote', code: 'too_long', message: `At most ${addressNoteMax} characters` });
  return errors;
}

/** How many people a slot takes: one for a single appointment, whatever the form said. */
export function capacityOf(kind: ViewingKind, capacity: number): number {
  return kind === 'single' ? 1 : capacity;
}

/** A booking can be made, moved or cancelled until the viewing begins; attendance is marked once it has begun. */
export function hasBegun(startsAt: Date | string, now: Date): boolean {
  return new Date(startsAt).getTime() <= now.getTime();
}

export type ViewingSlot = ShapesViewings.ViewingSlot;
export type ViewingPlan = ShapesViewings.ViewingPlan;
export type ViewingEnquirer = ShapesViewings.ViewingEnquirer;
export type NewViewingSlot = ShapesViewings.NewViewingSlot;
export type CalendarFeed = ShapesViewings.CalendarFeed;
