import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadSellerDetails } from '../../../application/account/LoadSellerDetails';
import { SaveSellerDetails } from '../../../application/account/SaveSellerDetails';
import { Notifier } from '../../../application/shared/ports';
import type { SellerType } from '../../../domain/ad';
import type { SellerDetails, TraderDetails } from '../../../domain/trader';
import { Submission } from '../../components/Submission';

export type TraderField = keyof TraderDetails;

const EMPTY_TRADER: Record<TraderField, string> = {
  companyName: '',
  legalForm: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'DE',
  representative: '',
  phone: '',
  email: '',
  registerCourt: '',
  registerNumber: '',
  vatId: '',
};

/** The profile's "Anbieter": private or trader, a trader's details (§ 5 DDG) and the certification (DSA Art. 30). */
@injectable()
export class SellerDetailsPresenter {
  /** As the server keeps them; null until loaded. */
  saved: SellerDetails | null = null;
  accountKind: SellerType = 'private';
  trader: Record<TraderField, string> = { ...EMPTY_TRADER };
  /** Asked anew on every save of a trader's details. */
  certified = false;
  readonly loading = new Submission();
  readonly saving = new Submission();
  private readonly deps: { load: LoadSellerDetails; save: SaveSellerDetails; notifier: Notifier };

  constructor(
    @inject(LoadSellerDetails) load: LoadSellerDetails,
    @inject(SaveSellerDetails) save: SaveSellerDetails,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { load, save, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false, loading: false, saving: false });
  }

  async load(): Promise<void> {
    await this.loading.run(async () => {
      const details = await this.deps.load.execute();
      runInAction(() => this.show(details));
    });
  }

  private show(details: SellerDetails): void {
    this.saved = details;
    this.accountKind = details.accountKind;
    this.trader = details.trader
      ? (Object.fromEntries(Object.entries(details.trader).map(([field, value]) => [field, value ?? ''])) as Record<
          TraderField,
          string
        >)
      : { ...EMPTY_TRADER };
    this.certified = false;
  }

  chooseKind(kind: SellerType): void {
    this.accountKind = kind;
  }

  set(field: TraderField, value: string): void {
    this.trader[field] = value;
  }

  certify(on: boolean): void {
    this.certified = on;
  }

  /** A trader whose ads cannot go online yet: the details are missing or incomplete. */
  get mustComplete(): boolean {
    return this.saved?.accountKind === 'commercial' && !this.saved.canPublish;
  }

  async save(savedMessage: string): Promise<void> {
    const commercial = this.accountKind === 'commercial';
    const change = {
      accountKind: this.accountKind,
      ...(commercial && { trader: { ...this.trader }, certified: this.certified }),
    };
    const ok = await this.saving.run(async () => {
      const details = await this.deps.save.execute(change);
      runInAction(() => this.show(details));
    });
    if (ok) this.deps.notifier.success(savedMessage);
  }
}
