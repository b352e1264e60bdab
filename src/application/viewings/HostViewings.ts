import type { Attendance, ViewingPlan } from '../../domain/viewings';
import type { ViewingsApi } from './ports';

export type HostAction =
  | { kind: 'invite'; adId: string; seekerIds: string[] }
  | { kind: 'cancelSlot'; slotId: string }
  | { kind: 'markAttendance'; bookingId: string; attendance: Attendance };

/** What the landlord does with the viewings besides offering slots: invite enquirers, call a slot off, mark who came. */
export class HostViewings {
  constructor(private readonly api: ViewingsApi) {}

  execute(action: HostAction): Promise<ViewingPlan> {
    switch (action.kind) {
      case 'invite':
        return this.api.invite(action.adId, action.seekerIds);
      case 'cancelSlot':
        return this.api.cancelSlot(action.slotId);
      case 'markAttendance':
        return this.api.markAttendance(action.bookingId, action.attendance);
    }
  }
}
