import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BookViewingHandler } from '../BookViewingHandler';
import type { CalendarFeeds } from '../CalendarFeeds';
import type { CancelViewingBooking } from '../CancelViewingBooking';
import type { CancelViewingSlot } from '../CancelViewingSlot';
import type { InviteToViewings } from '../InviteToViewings';
import type { MarkAttendance } from '../MarkAttendance';
import type { OfferViewingSlotHandler } from '../OfferViewingSlotHandler';
import type { ReadBookingCalendar } from '../ReadBookingCalendar';
import type { ReadViewings } from '../ReadViewings';
import { Type } from 'typebox';
import {
  AttendanceBody,
  CalendarFeedSchema,
  InviteBody,
  NewViewingSlotBody,
  ViewingPlanSchema,
} from '../../../src/domain/shapes/viewings';
import { ApiError } from '../../platform/domain/ApiError';
import { currentUser, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { Envelope, FileAnswer, IdParams } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';

const Plan = Envelope(ViewingPlanSchema);
const Feed = Envelope(CalendarFeedSchema);

/**
 * Besichtigungen: the landlord's slots, invitations and attendance per ad; a seeker's bookings; the private calendar
 * feed. Everything answers the plan as the person asking may see it (a landlord everything, a seeker their own).
 */
export interface ViewingRoutesDeps {
  readViewings: ReadViewings;
  offerViewingSlot: Pick<OfferViewingSlotHandler, 'execute'>;
  cancelViewingSlot: Pick<CancelViewingSlot, 'execute'>;
  inviteToViewings: Pick<InviteToViewings, 'execute'>;
  bookViewing: Pick<BookViewingHandler, 'execute'>;
  cancelViewingBooking: Pick<CancelViewingBooking, 'execute'>;
  markAttendance: Pick<MarkAttendance, 'execute'>;
  calendarFeeds: CalendarFeeds;
  readBookingCalendar: Pick<ReadBookingCalendar, 'execute'>;
}

export const viewingRoutes: FastifyPluginAsyncTypebox<ViewingRoutesDeps> = async (app, s) => {
  const user = { preValidation: requireUser };

  app.get(
    '/ads/:id/viewings',
    {
      ...user,
      schema: {
        tags: ['viewings'],
        summary: "An ad's viewings: every slot and enquirer for its landlord; the slots offered to a seeker",
        params: IdParams,
        response: { 200: Plan },
      },
    },
    async (request, reply) => ok(reply, await s.readViewings.execute(currentUser(request).id, request.params.id)),
  );

  app.post(
    '/ads/:id/viewings',
    {
      ...user,
      schema: {
        tags: ['viewings'],
        summary: 'Offer a viewing slot (German date and time; single appointment or group with a capacity)',
        params: IdParams,
        body: NewViewingSlotBody,
        response: { 201: Plan, ...errors({ 409: 'The ad is not live, or it has 40 open slots' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await s.offerViewingSlot.execute(currentUser(request).id, request.params.id, request.body),
        'Slot offered',
        201,
      ),
  );

  app.post(
    '/ads/:id/viewings/invitations',
    {
      ...user,
      schema: {
        tags: ['viewings'],
        summary: 'Invite people who wrote about the ad to book a viewing (each is mailed once)',
        params: IdParams,
        body: InviteBody,
        response: { 200: Plan },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await s.inviteToViewings.execute(currentUser(request).id, request.params.id, request.body.seekerIds),
        'Invited',
      ),
  );

  app.delete(
    '/viewing-slots/:id',
    {
      ...user,
      schema: {
        tags: ['viewings'],
        summary: 'Cancel a slot before it begins; everyone booked is mailed a cancellation',
        params: IdParams,
        response: { 200: Plan, ...errors({ 409: 'Already cancelled, or begun' }) },
      },
    },
    async (request, reply) =>
      ok(reply, await s.cancelViewingSlot.execute(currentUser(request).id, request.params.id), 'Cancelled'),
  );

  app.post(
    '/viewing-slots/:id/booking',
    {
      ...user,
      schema: {
        tags: ['viewings'],
        summary: "Book a slot offered to me, or move my booking of the ad's viewings to it",
        params: IdParams,
        response: {
          200: Plan,
          ...errors({ 403: 'The landlord and I blocked each other', 409: 'The slot is full, cancelled or has begun' }),
        },
      },
    },
    async (request, reply) =>
      ok(reply, await s.bookViewing.execute(currentUser(request).id, request.params.id), 'Booked'),
  );

  app.delete(
    '/viewing-bookings/:id',
    {
      ...user,
      schema: {
        tags: ['viewings'],
        summary: 'Cancel my booking before the viewing begins',
        params: IdParams,
        response: { 200: Plan, ...errors({ 409: 'Already cancelled, or begun' }) },
      },
    },
    async (request, reply) =>
      ok(reply, await s.cancelViewingBooking.execute(currentUser(request).id, request.params.id), 'Cancelled'),
  );

  app.get(
    '/viewing-bookings/:id/calendar',
    {
      ...user,
      schema: {
        tags: ['viewings'],
        summary: 'My booking as a calendar file (RFC 5545), the same entry as its mails and the feed',
        params: IdParams,
        response: {
          200: FileAnswer('The calendar file', { 'text/calendar': { type: 'string' } }),
          ...errors({ 404: 'No booking of mine' }),
        },
      },
    },
    async (request, reply) => {
      const file = await s.readBookingCalendar.execute(currentUser(request).id, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="besichtigung-${request.params.id.slice(0, 8)}.ics"`)
        .header('Cache-Control', 'private, no-store')
        .send(file);
    },
  );

  app.put(
    '/viewing-bookings/:id/attendance',
    {
      ...user,
      schema: {
        tags: ['viewings'],
        summary: 'Mark a person booked as attended or no-show (the landlord, once the viewing has begun)',
        params: IdParams,
        body: AttendanceBody,
        response: { 200: Plan, ...errors({ 409: 'The viewing has not begun, or the booking was cancelled' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await s.markAttendance.execute(currentUser(request).id, request.params.id, request.body.attendance),
        'Marked',
      ),
  );

  app.get(
    '/viewings',
    {
      ...user,
      schema: {
        tags: ['viewings'],
        summary: 'My viewings as a seeker: per ad, the slots offered to me and my booking, soonest first',
        response: { 200: Envelope(Type.Array(ViewingPlanSchema)) },
      },
    },
    async (request, reply) => ok(reply, await s.readViewings.mine(currentUser(request).id)),
  );

  app.get(
    '/user/calendar-feed',
    { ...user, schema: { tags: ['viewings'], summary: 'The address of my calendar feed', response: { 200: Feed } } },
    async (request, reply) => ok(reply, await s.calendarFeeds.status(currentUser(request).id)),
  );

  app.post(
    '/user/calendar-feed',
    {
      ...user,
      schema: {
        tags: ['viewings'],
        summary: 'A new secret address for my calendar feed (the old one stops working)',
        response: { 200: Feed },
      },
    },
    async (request, reply) => ok(reply, await s.calendarFeeds.renew(currentUser(request).id), 'New address'),
  );

  app.delete(
    '/user/calendar-feed',
    {
      ...user,
      schema: { tags: ['viewings'], summary: 'Revoke my calendar feed', response: { 200: Feed } },
    },
    async (request, reply) => ok(reply, await s.calendarFeeds.revoke(currentUser(request).id), 'Revoked'),
  );

  app.get(
    '/calendar/:token',
    {
      schema: {
        tags: ['viewings'],
        summary: "A person's viewings as an iCalendar feed (RFC 5545), at the secret address from their profile",
        params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
        response: {
          200: FileAnswer('The calendar', { 'text/calendar': { type: 'string' } }),
          ...errors({ 404: 'Not a calendar address, or one that was revoked or replaced' }),
        },
      },
    },
    async (request, reply) => {
      const feed = await s.calendarFeeds.execute(request.params.token.replace(/\.ics$/, ''));
      if (feed === null) throw ApiError.notFound('Calendar');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Robots-Tag', 'noindex')
        .send(feed);
    },
  );
};
