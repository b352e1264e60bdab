import { ContainerModule } from 'inversify';
import { BookViewing } from '../../application/viewings/BookViewing';
import { HostViewings } from '../../application/viewings/HostViewings';
import { LoadMyViewings } from '../../application/viewings/LoadMyViewings';
import { LoadViewingPlan } from '../../application/viewings/LoadViewingPlan';
import { ManageCalendarFeed } from '../../application/viewings/ManageCalendarFeed';
import { OfferViewingSlot } from '../../application/viewings/OfferViewingSlot';
import { ViewingsApi } from '../../application/viewings/ports';
import { ViewingsApiHttp } from '../http/ViewingsApiHttp';

/** Besichtigungen (feature area "viewings"): the landlord's slots and the seeker's bookings. */
export function viewingsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ViewingsApi).to(ViewingsApiHttp).inSingletonScope();
    bind(LoadViewingPlan).toDynamicValue((c) => new LoadViewingPlan(c.get(ViewingsApi)));
    bind(LoadMyViewings).toDynamicValue((c) => new LoadMyViewings(c.get(ViewingsApi)));
    bind(OfferViewingSlot).toDynamicValue((c) => new OfferViewingSlot(c.get(ViewingsApi)));
    bind(HostViewings).toDynamicValue((c) => new HostViewings(c.get(ViewingsApi)));
    bind(BookViewing).toDynamicValue((c) => new BookViewing(c.get(ViewingsApi)));
    bind(ManageCalendarFeed).toDynamicValue((c) => new ManageCalendarFeed(c.get(ViewingsApi)));
  });
}
