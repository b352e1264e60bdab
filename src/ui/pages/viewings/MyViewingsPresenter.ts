import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApplyForFlat } from '../../../application/applications/ApplyForFlat';
import { ManageApplications } from '../../../application/applications/ManageApplications';
import { BookViewing } from '../../../application/viewings/BookViewing';
import { KeepBookingCalendar } from '../../../application/viewings/KeepBookingCalendar';
import { LoadMyViewings } from '../../../application/viewings/LoadMyViewings';
import { ManageCalendarFeed } from '../../../application/viewings/ManageCalendarFeed';
import { DomainError } from '../../../domain/errors';
import type { CalendarFeed, ViewingPlan } from '../../../domain/viewings';
import { Submission } from '../../components/Submission';
import type { ViewingBooking } from './ViewingChoice';

/**
 * "Meine Besichtigungen": per ad the slots offered to me, my booking with its note, booking, moving and cancelling
 * (a failure is said at the ad it concerns), and my private calendar feed.
 */
@injectable()
export class MyViewingsPresenter implements ViewingBooking {
  plans: ViewingPlan[] = [];
  loading = true;
  loadErrorCode: string | null = null;
  /** The ad whose booking is being changed, and where a failure is shown. */
  busyAd: string | null = null;
  feed: CalendarFeed | null = null;
  /** The ads I applied for (their "Bewerben" becomes a link to my applications). */
  applied = new Set<string>();
  readonly booking = new Submission();
  readonly feedChange = new Submission();
  readonly applying = new Submission();
  private readonly deps: {
    load: LoadMyViewings;
    book: BookViewing;
    feed: ManageCalendarFeed;
    apply: ApplyForFlat;
    applications: ManageApplications;
    calendar: KeepBookingCalendar;
  };

  constructor(
    @inject(LoadMyViewings) load: LoadMyViewings,
    @inject(BookViewing) book: BookViewing,
    @inject(ManageCalendarFeed) feed: ManageCalendarFeed,
    @inject(ApplyForFlat) apply: ApplyForFlat,
    @inject(ManageApplications) applications: ManageApplications,
    @inject(KeepBookingCalendar) calendar: KeepBookingCalendar,
  ) {
    this.deps = { load, book, feed, apply, applications, calendar };
    makeAutoObservable<this, 'deps'>(this, { deps: false, booking: false, feedChange: false, applying: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.loadErrorCode = null;
    try {
      const [plans, feed, applications] = await Promise.all([
        this.deps.load.execute(),
        this.deps.feed.execute('load'),
        this.deps.applications.list(),
      ]);
      runInAction(() => {
        this.plans = plans;
        this.feed = feed;
        this.applied = new Set(applications.map((a) => a.adId));
      });
    } catch (error) {
      runInAction(() => (this.loadErrorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  get busy(): boolean {
    return this.booking.submitting;
  }

  book(adId: string, slotId: string): Promise<void> {
    return this.change(adId, { kind: 'book', slotId });
  }

  cancel(adId: string, bookingId: string): Promise<void> {
    return this.change(adId, { kind: 'cancel', bookingId });
  }

  /** My booking as a calendar file; a failure is said at the ad. */
  async saveCalendar(adId: string, bookingId: string): Promise<void> {
    this.busyAd = adId;
    await this.booking.run(() => this.deps.calendar.execute(bookingId));
  }

  /** One click: apply with the tenant profile (shown to the landlord after the viewing, with this consent). */
  async apply(adId: string): Promise<void> {
    this.busyAd = adId;
    const ok = await this.applying.run(() => this.deps.apply.execute(adId, true));
    if (ok) runInAction(() => (this.applied = new Set([...this.applied, adId])));
  }

  async changeFeed(action: 'renew' | 'revoke'): Promise<void> {
    await this.feedChange.run(async () => {
      const feed = await this.deps.feed.execute(action);
      runInAction(() => (this.feed = feed));
    });
  }

  private async change(adId: string, action: Parameters<BookViewing['execute']>[0]): Promise<void> {
    if (this.booking.submitting) return;
    this.busyAd = adId;
    const ok = await this.booking.run(async () => {
      const plan = await this.deps.book.execute(action);
      runInAction(() => (this.plans = this.plans.map((p) => (p.adId === plan.adId ? plan : p))));
    });
    // A slot that filled up or was called off meanwhile: the list shows how things stand now.
    if (!ok && this.booking.failure.errorCode !== 'NETWORK_ERROR') {
      const plans = await this.deps.load.execute().catch(() => null);
      if (plans) runInAction(() => (this.plans = plans));
    }
  }
}
