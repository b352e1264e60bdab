import { momentInGermany } from '../../domain/calendar';
import { ValidationError } from '../../domain/errors';
import { viewingSlotErrors, type NewViewingSlot, type ViewingPlan } from '../../domain/viewings';
import type { ViewingsApi } from './ports';

/**
 * A slot as the landlord's form has it, checked by the rules the server applies (a date that exists, in the future,
 * a length, a group's size, the note's length) before anything is sent; the server checks again.
 */
export class OfferViewingSlot {
  constructor(
    private readonly api: ViewingsApi,
    private readonly now: () => Date = () => new Date(),
  ) {}

  execute(adId: string, slot: NewViewingSlot): Promise<ViewingPlan> {
    const startsAt = momentInGermany(slot.date, slot.time);
    const addressNote = (slot.addressNote ?? '').trim();
    const errors = viewingSlotErrors({ ...slot, startsAt, addressNote }, this.now());
    if (errors.length > 0) return Promise.reject(new ValidationError(errors));
    return this.api.offer(adId, { ...slot, addressNote });
  }
}
