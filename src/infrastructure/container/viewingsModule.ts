import { ContainerModule } from 'inversify';
import { BookViewing } from '../../application/viewings/BookViewing';
import { HostViewings } from '../../application/viewings/HostViewings';
import { LoadMyViewings } from '../../application/viewings/LoadMyViewings';
import { LoadViewingPlan } from '../../application/viewings/LoadViewingPlan';
import { KeepBookingCalendar } from '../../application/viewings/KeepBookingCalendar';
import { ManageCalendarFeed } from '../../application/viewings/ManageCalendarFeed';
import { OfferViewingSlot } from '../../application/viewings/OfferViewingSlot';
import { ViewingsApi } from '../../application/viewings/ports';
import { ViewingsApiHttp } from '../http/ViewingsApiHttp';
import { ApplicationsApi } from '../../application/applications/ports';
import { ApplicationsApiHttp } from '../http/ApplicationsApiHttp';
import { FillTenantProfile } from '../../application/applications/FillTenantProfile';
import { KeepDocuments } from '../../application/applications/KeepDocuments';
import { ApplyForFlat } from '../../application/applications/ApplyForFlat';
import { ManageApplications } from '../../application/applications/ManageApplications';
import { ChooseTenant } from '../../application/applications/ChooseTenant';
import { KeepRentControlStatement } from '../../application/applications/KeepRentControlStatement';
import { Downloads } from '../../application/shared/ports';

/**
 * Besichtigungen and Bewerbungen (feature area "viewings"): the landlord's slots and board, the seeker's bookings,
 * tenant profile, documents and applications.
 */
export function viewingsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ViewingsApi).to(ViewingsApiHttp).inSingletonScope();
    bind(LoadViewingPlan).toDynamicValue((c) => new LoadViewingPlan(c.get(ViewingsApi)));
    bind(LoadMyViewings).toDynamicValue((c) => new LoadMyViewings(c.get(ViewingsApi)));
    bind(OfferViewingSlot).toDynamicValue((c) => new OfferViewingSlot(c.get(ViewingsApi)));
    bind(HostViewings).toDynamicValue((c) => new HostViewings(c.get(ViewingsApi)));
    bind(BookViewing).toDynamicValue((c) => new BookViewing(c.get(ViewingsApi)));
    bind(ManageCalendarFeed).toDynamicValue((c) => new ManageCalendarFeed(c.get(ViewingsApi)));
    bind(KeepBookingCalendar).toDynamicValue((c) => new KeepBookingCalendar(c.get(ViewingsApi), c.get(Downloads)));
    bind(ApplicationsApi).to(ApplicationsApiHttp).inSingletonScope();
    bind(FillTenantProfile).toDynamicValue((c) => new FillTenantProfile(c.get(ApplicationsApi)));
    bind(KeepDocuments).toDynamicValue((c) => new KeepDocuments(c.get(ApplicationsApi)));
    bind(ApplyForFlat).toDynamicValue((c) => new ApplyForFlat(c.get(ApplicationsApi)));
    bind(ManageApplications).toDynamicValue((c) => new ManageApplications(c.get(ApplicationsApi)));
    bind(ChooseTenant).toDynamicValue((c) => new ChooseTenant(c.get(ApplicationsApi), c.get(Downloads)));
    bind(KeepRentControlStatement).toDynamicValue(
      (c) => new KeepRentControlStatement(c.get(ApplicationsApi), c.get(Downloads)),
    );
  });
}
