import type { ViewingPlan } from '../../domain/viewings';
import type { ViewingsApi } from './ports';

/** A seeker books a slot (or moves their booking of the ad there), or cancels their booking. */
export class BookViewing {
  constructor(private readonly api: ViewingsApi) {}

  execute(action: { kind: 'book'; slotId: string } | { kind: 'cancel'; bookingId: string }): Promise<ViewingPlan> {
    return action.kind === 'book' ? this.api.book(action.slotId) : this.api.cancelBooking(action.bookingId);
  }
}
