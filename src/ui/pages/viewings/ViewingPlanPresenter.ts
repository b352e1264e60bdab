import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HostViewings, type HostAction } from '../../../application/viewings/HostViewings';
import { LoadViewingPlan } from '../../../application/viewings/LoadViewingPlan';
import { OfferViewingSlot } from '../../../application/viewings/OfferViewingSlot';
import { DomainError } from '../../../domain/errors';
import type { ViewingKind, ViewingPlan } from '../../../domain/viewings';
import { Submission } from '../../components/Submission';

export interface SlotForm {
  date: string;
  time: string;
  minutes: string;
  kind: ViewingKind;
  capacity: string;
  addressNote: string;
  openToEnquirers: boolean;
}

const EMPTY_FORM: SlotForm = {
  date: '',
  time: '',
  minutes: '30',
  kind: 'group',
  capacity: '5',
  addressNote: '',
  openToEnquirers: false,
};

/** "18:00" plus the slot's length ("18:30"), or the time as it was when that would pass midnight. */
function timeAfter(form: SlotForm): string {
  const [hours, minutes] = form.time.split(':').map(Number) as [number, number];
  const end = hours * 60 + minutes + Number(form.minutes);
  if (!Number.isFinite(end) || end >= 24 * 60) return form.time;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/**
 * The landlord's viewings of one ad: the form that offers a slot, the slots with who is booked (attendance once a
 * viewing has begun), calling a slot off (after a confirmation), and the enquirers to invite, several at once.
 */
@injectable()
export class ViewingPlanPresenter {
  plan: ViewingPlan | null = null;
  loading = true;
  loadErrorCode: string | null = null;
  form: SlotForm = { ...EMPTY_FORM };
  selected = new Set<string>();
  /** The slot the confirmation dialog asks about. */
  cancelling: string | null = null;
  /** What the last action did, for the status line ("Termin angeboten", "3 Personen eingeladen"). */
  done: { key: string; count?: number } | null = null;
  /** The kind of the last action: its failure is shown where it was asked for. */
  lastAction: HostAction['kind'] | null = null;
  readonly offering = new Submission();
  readonly acting = new Submission();
  private readonly deps: { load: LoadViewingPlan; offer: OfferViewingSlot; host: HostViewings };

  constructor(
    @inject(LoadViewingPlan) load: LoadViewingPlan,
    @inject(OfferViewingSlot) offer: OfferViewingSlot,
    @inject(HostViewings) host: HostViewings,
  ) {
    this.deps = { load, offer, host };
    makeAutoObservable<this, 'deps'>(this, { deps: false, offering: false, acting: false });
  }

  async load(adId: string): Promise<void> {
    this.loading = true;
    this.loadErrorCode = null;
    try {
      const plan = await this.deps.load.execute(adId);
      runInAction(() => (this.plan = plan));
    } catch (error) {
      runInAction(() => (this.loadErrorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setField<K extends keyof SlotForm>(field: K, value: SlotForm[K]): void {
    this.form = { ...this.form, [field]: value };
  }

  get invitable(): boolean {
    return this.selected.size > 0 && !this.acting.submitting;
  }

  toggle(seekerId: string): void {
    const next = new Set(this.selected);
    if (next.has(seekerId)) next.delete(seekerId);
    else next.add(seekerId);
    this.selected = next;
  }

  async offer(): Promise<void> {
    if (!this.plan) return;
    const { form } = this;
    const ok = await this.offering.run(async () => {
      const plan = await this.deps.offer.execute(this.plan!.adId, {
        date: form.date,
        time: form.time,
        minutes: Number(form.minutes),
        kind: form.kind,
        capacity: form.kind === 'single' ? 1 : Number(form.capacity.trim() || NaN),
        addressNote: form.addressNote,
        openToEnquirers: form.openToEnquirers,
      });
      runInAction(() => (this.plan = plan));
    });
    // The next slot usually follows this one: the form moves on to its end (same day, same length).
    if (ok) runInAction(() => ((this.done = { key: 'offered' }), (this.form = { ...form, time: timeAfter(form) })));
  }

  async invite(): Promise<void> {
    if (!this.plan || !this.invitable) return;
    const count = this.selected.size;
    const ok = await this.act({ kind: 'invite', adId: this.plan.adId, seekerIds: [...this.selected] });
    if (ok) runInAction(() => ((this.selected = new Set()), (this.done = { key: 'invited', count })));
  }

  askCancel(slotId: string | null): void {
    this.cancelling = slotId;
    this.acting.reset();
  }

  async confirmCancel(): Promise<void> {
    if (!this.cancelling) return;
    const ok = await this.act({ kind: 'cancelSlot', slotId: this.cancelling });
    if (ok) runInAction(() => ((this.cancelling = null), (this.done = { key: 'cancelled' })));
  }

  async mark(bookingId: string, attendance: 'attended' | 'no_show'): Promise<void> {
    await this.act({ kind: 'markAttendance', bookingId, attendance });
  }

  private act(action: HostAction): Promise<boolean> {
    this.done = null;
    this.lastAction = action.kind;
    return this.acting.run(async () => {
      const plan = await this.deps.host.execute(action);
      runInAction(() => (this.plan = plan));
    });
  }
}
