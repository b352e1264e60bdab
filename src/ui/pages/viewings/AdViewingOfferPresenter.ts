import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { BookViewing } from '../../../application/viewings/BookViewing';
import { KeepBookingCalendar } from '../../../application/viewings/KeepBookingCalendar';
import { LoadMyViewings } from '../../../application/viewings/LoadMyViewings';
import type { ViewingPlan } from '../../../domain/viewings';
import { Submission } from '../../components/Submission';
import type { ViewingBooking } from './ViewingChoice';

/**
 * The viewing times one ad's landlord offers me, where I read the ad or write about it (issue 71): nothing when none
 * are offered to me (or I may not know of them); booking, moving, cancelling and the calendar file as on "Meine
 * Besichtigungen".
 */
@injectable()
export class AdViewingOfferPresenter implements ViewingBooking {
  plan: ViewingPlan | null = null;
  readonly booking = new Submission();
  private readonly deps: { load: LoadMyViewings; book: BookViewing; calendar: KeepBookingCalendar };

  constructor(
    @inject(LoadMyViewings) load: LoadMyViewings,
    @inject(BookViewing) book: BookViewing,
    @inject(KeepBookingCalendar) calendar: KeepBookingCalendar,
  ) {
    this.deps = { load, book, calendar };
    makeAutoObservable<this, 'deps'>(this, { deps: false, booking: false });
  }

  /**
   * The times offered to me, from my own list of viewings (asking the ad's plan would answer "not found" to everyone
   * who may not know of its times, a failed request in every reader's console): none shows nothing.
   */
  async load(adId: string): Promise<void> {
    const plans = await this.deps.load.execute().catch(() => []);
    const plan = plans.find((offered) => offered.adId === adId);
    runInAction(() => (this.plan = plan && !plan.isLandlord && plan.slots.length > 0 ? plan : null));
  }

  get busy(): boolean {
    return this.booking.submitting;
  }

  book(_adId: string, slotId: string): Promise<void> {
    return this.change({ kind: 'book', slotId });
  }

  cancel(_adId: string, bookingId: string): Promise<void> {
    return this.change({ kind: 'cancel', bookingId });
  }

  async saveCalendar(_adId: string, bookingId: string): Promise<void> {
    await this.booking.run(() => this.deps.calendar.execute(bookingId));
  }

  private async change(action: Parameters<BookViewing['execute']>[0]): Promise<void> {
    if (this.booking.submitting || !this.plan) return;
    const adId = this.plan.adId;
    const ok = await this.booking.run(async () => {
      const plan = await this.deps.book.execute(action);
      runInAction(() => (this.plan = plan));
    });
    // A slot that filled up or was called off meanwhile: the list shows how things stand now.
    if (!ok && this.booking.failure.errorCode !== 'NETWORK_ERROR') await this.load(adId);
  }
}
