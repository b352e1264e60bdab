import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FillTenantProfile } from '../../../application/applications/FillTenantProfile';
import {
  EMPTY_TENANT_PROFILE,
  type Employment,
  type IncomeBand,
  type TenantProfile,
} from '../../../domain/applications';
import { Submission } from '../../components/Submission';

export interface ProfileForm {
  adults: string;
  children: string;
  pets: string;
  moveInFrom: string;
  incomeBand: IncomeBand | '';
  employment: Employment | '';
  intro: string;
  guarantor: boolean;
  wbs: boolean;
}

function toForm(profile: TenantProfile): ProfileForm {
  return {
    adults: String(profile.adults),
    children: String(profile.children),
    pets: profile.pets,
    moveInFrom: profile.moveInFrom ?? '',
    incomeBand: profile.incomeBand ?? '',
    employment: profile.employment ?? '',
    intro: profile.intro,
    guarantor: profile.guarantor,
    wbs: profile.wbs,
  };
}

/** "Meine Selbstauskunft": the tenant profile as a form, saved once every field holds. */
@injectable()
export class TenantProfilePresenter {
  form: ProfileForm | null = null;
  savedAt: string | null = null;
  saved = false;
  readonly saving = new Submission();
  private readonly deps: { fill: FillTenantProfile };

  constructor(@inject(FillTenantProfile) fill: FillTenantProfile) {
    this.deps = { fill };
    makeAutoObservable<this, 'deps'>(this, { deps: false, saving: false });
  }

  async load(): Promise<void> {
    try {
      const profile = await this.deps.fill.load();
      runInAction(() => ((this.form = toForm(profile)), (this.savedAt = profile.updatedAt)));
    } catch {
      // The server cannot be reached: an empty form (its save says why it fails).
      runInAction(() => (this.form = toForm({ ...EMPTY_TENANT_PROFILE, updatedAt: null })));
    }
  }

  set<K extends keyof ProfileForm>(field: K, value: ProfileForm[K]): void {
    if (this.form) this.form = { ...this.form, [field]: value };
    this.saved = false;
  }

  async save(): Promise<void> {
    const form = this.form;
    if (!form) return;
    const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);
    const ok = await this.saving.run(async () => {
      const profile = await this.deps.fill.execute({
        adults: whole(form.adults),
        children: whole(form.children),
        pets: form.pets,
        moveInFrom: form.moveInFrom || null,
        incomeBand: form.incomeBand || null,
        employment: form.employment || null,
        intro: form.intro,
        guarantor: form.guarantor,
        wbs: form.wbs,
      });
      runInAction(() => ((this.form = toForm(profile)), (this.savedAt = profile.updatedAt)));
    });
    runInAction(() => (this.saved = ok));
  }
}
