import type { Attendance } from '../../src/domain/viewings';
import type { viewingBookings, viewingSlots } from './tables';

export type SlotRecord = (typeof viewingSlots)['$inferSelect'];
export type BookingRecord = (typeof viewingBookings)['$inferSelect'];
export type NewSlot = Omit<SlotRecord, 'id' | 'cancelledAt' | 'createdAt'> & { createdAt: Date };
/** A live booking with the seeker's name, for the landlord's list. */
export type AttendeeRecord = BookingRecord & { name: string };
/** Someone who wrote about an ad, and whether they were invited to its viewings. */
export interface EnquirerRecord {
  seekerId: string;
  name: string;
  conversationId: string;
  invited: boolean;
}
/** What of an ad a viewing's calendar entry and mails name: its title and place. */
export interface ViewingAd {
  id: string;
  title: string;
  street: string | null;
  showExactAddress: boolean;
  postalCode: string;
  city: string;
  district: string | null;
}
/** A booking as a calendar shows it: with its slot and the ad's title and place. */
export interface BookedViewing {
  booking: BookingRecord;
  slot: SlotRecord;
  ad: ViewingAd;
}

/** Viewing slots, invitations and bookings. */
export interface ViewingRepository {
  addSlot(slot: NewSlot): Promise<SlotRecord>;
  /** Slots neither cancelled nor begun. */
  openSlotCount(adId: string, now: Date): Promise<number>;
  /** Every slot of the ad, cancelled ones too, in time order. */
  slotsOf(adId: string): Promise<SlotRecord[]>;
  findSlot(id: string): Promise<SlotRecord | null>;
  /** The slot, locked until the transaction ends: bookings of one slot wait for each other (no overbooking). */
  lockSlot(id: string): Promise<SlotRecord | null>;
  /** Cancels the slot and its live bookings (each counted up a revision); returns those bookings. */
  cancelSlot(id: string, at: Date): Promise<BookingRecord[]>;
  /** Live bookings of an ad's slots with the seekers' names. */
  attendeesOf(adId: string): Promise<AttendeeRecord[]>;
  liveCount(slotId: string): Promise<number>;
  bookingOf(adId: string, seekerId: string): Promise<BookingRecord | null>;
  findBooking(id: string): Promise<BookingRecord | null>;
  /** Books the slot for the seeker: a new booking, or their booking of the ad moved here (a new revision). */
  book(booking: { adId: string; slotId: string; seekerId: string; at: Date }): Promise<BookingRecord>;
  cancelBooking(id: string, at: Date): Promise<BookingRecord>;
  markAttendance(id: string, attendance: Attendance, at: Date): Promise<void>;
  /** Invites the seekers (again is no change); returns those invited now for the first time. */
  invite(adId: string, seekerIds: string[], at: Date): Promise<string[]>;
  isInvited(adId: string, seekerId: string): Promise<boolean>;
  /** Everyone who wrote about the ad (a conversation of theirs exists), oldest first. */
  enquirers(adId: string): Promise<EnquirerRecord[]>;
  hasEnquired(adId: string, seekerId: string): Promise<boolean>;
  /** The ads whose viewings concern the seeker: invited, booked, or open slots of an ad they wrote about. */
  adsForSeeker(seekerId: string, now: Date): Promise<string[]>;
  /** Live bookings of the seeker, or of the landlord's ads' slots, from `from` on, for a calendar. */
  bookedViewingsOf(seekerId: string, from: Date): Promise<BookedViewing[]>;
  hostedSlotsOf(ownerId: string, from: Date): Promise<(SlotRecord & { adTitle: string; booked: number })[]>;
  /** Live bookings whose viewing begins within `withinMs` and not yet reminded: marked reminded and returned. */
  claimReminders(now: Date, withinMs: number, limit: number): Promise<BookedViewing[]>;
  /** Deletes slots (with their bookings) that ended before `before`, and invitations made before it; how many slots. */
  forgetBefore(before: Date): Promise<number>;
  /** The person's bookings with their slots, for the data export. */
  allBookingsOf(seekerId: string): Promise<BookedViewing[]>;
}

/** Whether a person has a calendar feed, and since when (its secret address is made from that moment). */
/** A person's calendar feed as stored: since when, and the random part of its address (no secret: the MAC key is). */
export interface CalendarFeedRecord {
  since: Date;
  nonce: string;
}

export interface CalendarFeedRepository {
  /** Starts (or restarts) the person's calendar feed. */
  setFeed(userId: string, feed: CalendarFeedRecord): Promise<void>;
  dropFeed(userId: string): Promise<void>;
  feedOf(userId: string): Promise<CalendarFeedRecord | null>;
}

/** A viewing as a calendar entry (RFC 5545): the UID stays the same through moves; SEQUENCE counts revisions. */
export interface CalendarEntry {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  cancelled: boolean;
}

/** Writes calendar files: an invitation or cancellation to attach to a mail, or a whole feed. */
export interface CalendarFiles {
  message(entry: CalendarEntry, method: 'REQUEST' | 'CANCEL'): string;
  feed(name: string, entries: CalendarEntry[]): string;
}
