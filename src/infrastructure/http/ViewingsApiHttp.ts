import { inject, injectable } from 'inversify';
import type { ViewingsApi } from '../../application/viewings/ports';
import type { Attendance, CalendarFeed, NewViewingSlot, ViewingPlan } from '../../domain/viewings';
import { HttpClient } from './HttpClient';

const id = encodeURIComponent;

@injectable()
export class ViewingsApiHttp implements ViewingsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async plan(adId: string): Promise<ViewingPlan> {
    return (await this.http.get<ViewingPlan>(`/ads/${id(adId)}/viewings`)).data;
  }

  async mine(): Promise<ViewingPlan[]> {
    return (await this.http.get<ViewingPlan[]>('/viewings')).data;
  }

  async offer(adId: string, slot: NewViewingSlot): Promise<ViewingPlan> {
    return (await this.http.post<ViewingPlan>(`/ads/${id(adId)}/viewings`, slot)).data;
  }

  async invite(adId: string, seekerIds: string[]): Promise<ViewingPlan> {
    return (await this.http.post<ViewingPlan>(`/ads/${id(adId)}/viewings/invitations`, { seekerIds })).data;
  }

  async cancelSlot(slotId: string): Promise<ViewingPlan> {
    return (await this.http.delete<ViewingPlan>(`/viewing-slots/${id(slotId)}`)).data;
  }

  async book(slotId: string): Promise<ViewingPlan> {
    return (await this.http.post<ViewingPlan>(`/viewing-slots/${id(slotId)}/booking`)).data;
  }

  async cancelBooking(bookingId: string): Promise<ViewingPlan> {
    return (await this.http.delete<ViewingPlan>(`/viewing-bookings/${id(bookingId)}`)).data;
  }

  bookingCalendar(bookingId: string): Promise<{ filename: string; content: Blob }> {
    return this.http.download(`/viewing-bookings/${id(bookingId)}/calendar`);
  }

  async markAttendance(bookingId: string, attendance: Attendance): Promise<ViewingPlan> {
    return (await this.http.put<ViewingPlan>(`/viewing-bookings/${id(bookingId)}/attendance`, { attendance })).data;
  }

  async calendarFeed(): Promise<CalendarFeed> {
    return (await this.http.get<CalendarFeed>('/user/calendar-feed')).data;
  }

  async renewCalendarFeed(): Promise<CalendarFeed> {
    return (await this.http.post<CalendarFeed>('/user/calendar-feed')).data;
  }

  async revokeCalendarFeed(): Promise<CalendarFeed> {
    return (await this.http.delete<CalendarFeed>('/user/calendar-feed')).data;
  }
}
