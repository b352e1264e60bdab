import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Attendance } from '../../../src/domain/viewings';
import type { BookedViewing, BookingRecord, NewSlot, SlotRecord, ViewingRepository } from '../ports';
import type { Database } from '../../platform/db/database';
import { bookedViewings } from './bookedViewings';
import { ads, conversations, users, viewingBookings, viewingInvitations, viewingSlots } from '../../platform/db/schema';

const live = isNull(viewingBookings.cancelledAt);

export class ViewingRepositoryDrizzle implements ViewingRepository {
  constructor(private readonly db: Database) {}

  async addSlot(slot: NewSlot): Promise<SlotRecord> {
    const [row] = await this.db.insert(viewingSlots).values(slot).returning();
    return row!;
  }

  async openSlotCount(adId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(viewingSlots)
      .where(and(eq(viewingSlots.adId, adId), isNull(viewingSlots.cancelledAt), gt(viewingSlots.startsAt, now)));
    return row?.n ?? 0;
  }

  slotsOf(adId: string): Promise<SlotRecord[]> {
    return this.db
      .select()
      .from(viewingSlots)
      .where(eq(viewingSlots.adId, adId))
      .orderBy(asc(viewingSlots.startsAt), asc(viewingSlots.createdAt));
  }

  async findSlot(id: string): Promise<SlotRecord | null> {
    const [row] = await this.db.select().from(viewingSlots).where(eq(viewingSlots.id, id)).limit(1);
    return row ?? null;
  }

  async lockSlot(id: string): Promise<SlotRecord | null> {
    const [row] = await this.db.select().from(viewingSlots).where(eq(viewingSlots.id, id)).for('update');
    return row ?? null;
  }

  async cancelSlot(id: string, at: Date): Promise<BookingRecord[]> {
    await this.db.update(viewingSlots).set({ cancelledAt: at }).where(eq(viewingSlots.id, id));
    return this.db
      .update(viewingBookings)
      .set({ cancelledAt: at, sequence: sql`${viewingBookings.sequence} + 1`, updatedAt: at })
      .where(and(eq(viewingBookings.slotId, id), live))
      .returning();
  }

  async attendeesOf(adId: string) {
    const rows = await this.db
      .select({ booking: viewingBookings, name: users.name })
      .from(viewingBookings)
      .innerJoin(users, eq(users.id, viewingBookings.seekerId))
      .where(and(eq(viewingBookings.adId, adId), live))
      .orderBy(asc(viewingBookings.updatedAt));
    return rows.map((row) => ({ ...row.booking, name: row.name }));
  }

  async liveCount(slotId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(viewingBookings)
      .where(and(eq(viewingBookings.slotId, slotId), live));
    return row?.n ?? 0;
  }

  async bookingOf(adId: string, seekerId: string): Promise<BookingRecord | null> {
    const [row] = await this.db
      .select()
      .from(viewingBookings)
      .where(and(eq(viewingBookings.adId, adId), eq(viewingBookings.seekerId, seekerId)))
      .limit(1);
    return row ?? null;
  }

  async findBooking(id: string): Promise<BookingRecord | null> {
    const [row] = await this.db.select().from(viewingBookings).where(eq(viewingBookings.id, id)).limit(1);
    return row ?? null;
  }

  async book(b: { adId: string; slotId: string; seekerId: string; at: Date }): Promise<BookingRecord> {
    const [row] = await this.db
      .insert(viewingBookings)
      .values({ adId: b.adId, slotId: b.slotId, seekerId: b.seekerId, createdAt: b.at, updatedAt: b.at })
      .onConflictDoUpdate({
        target: [viewingBookings.adId, viewingBookings.seekerId],
        set: {
          slotId: b.slotId,
          cancelledAt: null,
          attendance: null,
          remindedAt: null,
          sequence: sql`${viewingBookings.sequence} + 1`,
          updatedAt: b.at,
        },
      })
      .returning();
    return row!;
  }

  async cancelBooking(id: string, at: Date): Promise<BookingRecord> {
    const [row] = await this.db
      .update(viewingBookings)
      .set({ cancelledAt: at, sequence: sql`${viewingBookings.sequence} + 1`, updatedAt: at })
      .where(eq(viewingBookings.id, id))
      .returning();
    return row!;
  }

  async markAttendance(id: string, attendance: Attendance, at: Date): Promise<void> {
    await this.db.update(viewingBookings).set({ attendance, updatedAt: at }).where(eq(viewingBookings.id, id));
  }

  async invite(adId: string, seekerIds: string[], at: Date): Promise<string[]> {
    if (seekerIds.length === 0) return [];
    const rows = await this.db
      .insert(viewingInvitations)
      .values(seekerIds.map((seekerId) => ({ adId, seekerId, createdAt: at })))
      .onConflictDoNothing()
      .returning({ seekerId: viewingInvitations.seekerId });
    return rows.map((row) => row.seekerId);
  }

  async isInvited(adId: string, seekerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ adId: viewingInvitations.adId })
      .from(viewingInvitations)
      .where(and(eq(viewingInvitations.adId, adId), eq(viewingInvitations.seekerId, seekerId)))
      .limit(1);
    return row !== undefined;
  }

  async enquirers(adId: string) {
    return this.db
      .select({
        seekerId: sql<string>`${conversations.seekerId}`,
        name: users.name,
        conversationId: conversations.id,
        invited: sql<boolean>`${viewingInvitations.seekerId} IS NOT NULL`,
      })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.seekerId))
      .leftJoin(
        viewingInvitations,
        and(eq(viewingInvitations.adId, adId), eq(viewingInvitations.seekerId, conversations.seekerId)),
      )
      .where(eq(conversations.adId, adId))
      .orderBy(asc(conversations.createdAt));
  }

  async hasEnquired(adId: string, seekerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.adId, adId), eq(conversations.seekerId, seekerId)))
      .limit(1);
    return row !== undefined;
  }

  async adsForSeeker(seekerId: string, now: Date): Promise<string[]> {
    const result = await this.db.execute(sql`
      SELECT ad_id FROM ${viewingInvitations} WHERE seeker_id = ${seekerId}
      UNION SELECT ad_id FROM ${viewingBookings} WHERE seeker_id = ${seekerId}
      UNION SELECT s.ad_id FROM ${viewingSlots} s JOIN ${conversations} c ON c.ad_id = s.ad_id
        WHERE c.seeker_id = ${seekerId} AND s.open_to_enquirers AND s.cancelled_at IS NULL AND s.starts_at > ${now}`);
    return (result as unknown as { rows: { ad_id: string }[] }).rows.map((row) => row.ad_id);
  }

  bookedViewingsOf(seekerId: string, from: Date): Promise<BookedViewing[]> {
    return bookedViewings(this.db, and(eq(viewingBookings.seekerId, seekerId), gte(viewingSlots.startsAt, from)));
  }

  allBookingsOf(seekerId: string): Promise<BookedViewing[]> {
    return bookedViewings(this.db, and(eq(viewingBookings.seekerId, seekerId)), 10_000);
  }

  async hostedSlotsOf(ownerId: string, from: Date) {
    const rows = await this.db
      .select({
        slot: viewingSlots,
        adTitle: ads.title,
        booked: sql<number>`(SELECT count(*)::int FROM ${viewingBookings} b WHERE b.slot_id = ${viewingSlots.id} AND b.cancelled_at IS NULL)`,
      })
      .from(viewingSlots)
      .innerJoin(ads, eq(ads.id, viewingSlots.adId))
      .where(and(eq(ads.ownerId, ownerId), gte(viewingSlots.startsAt, from)))
      .orderBy(asc(viewingSlots.startsAt))
      .limit(500);
    return rows.map((row) => ({ ...row.slot, adTitle: row.adTitle, booked: Number(row.booked) }));
  }

  async claimReminders(now: Date, withinMs: number, limit: number): Promise<BookedViewing[]> {
    const due = await bookedViewings(
      this.db,
      and(
        live,
        isNull(viewingBookings.remindedAt),
        isNull(viewingSlots.cancelledAt),
        gt(viewingSlots.startsAt, now),
        lte(viewingSlots.startsAt, new Date(now.getTime() + withinMs)),
      ),
      limit,
    );
    if (due.length === 0) return [];
    const claimed = await this.db
      .update(viewingBookings)
      .set({ remindedAt: now })
      .where(
        and(
          inArray(
            viewingBookings.id,
            due.map((d) => d.booking.id),
          ),
          isNull(viewingBookings.remindedAt),
        ),
      )
      .returning({ id: viewingBookings.id });
    const mine = new Set(claimed.map((row) => row.id));
    return due.filter((d) => mine.has(d.booking.id));
  }

  async forgetBefore(before: Date): Promise<number> {
    // An invitation stays while the ad still has viewings to come: it is what lets the invited person book them.
    await this.db
      .delete(viewingInvitations)
      .where(
        and(
          lt(viewingInvitations.createdAt, before),
          sql`NOT EXISTS (SELECT 1 FROM ${viewingSlots} s WHERE s.ad_id = ${viewingInvitations.adId} AND s.ends_at >= ${before})`,
        ),
      );
    const gone = await this.db
      .delete(viewingSlots)
      .where(lt(viewingSlots.endsAt, before))
      .returning({ id: viewingSlots.id });
    return gone.length;
  }
}
