import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageApplications } from '../../../application/applications/ManageApplications';
import type { Application } from '../../../domain/applications';
import { Submission } from '../../components/Submission';

/**
 * My applications: where each stands, what its landlord sees now, every time a document was opened, and the choice of
 * what to share (the profile, documents once asked for). A failure is shown at the application it concerns.
 */
@injectable()
export class MyApplicationsPresenter {
  applications: Application[] = [];
  /** Per application, what the form says it should share (saved with "Freigaben speichern"). */
  drafts = new Map<string, { profileConsent: boolean; documentIds: string[] }>();
  busy: string | null = null;
  savedId: string | null = null;
  readonly sharing = new Submission();
  private readonly deps: { manage: ManageApplications };

  constructor(@inject(ManageApplications) manage: ManageApplications) {
    this.deps = { manage };
    makeAutoObservable<this, 'deps'>(this, { deps: false, sharing: false });
  }

  async load(): Promise<void> {
    const applications = await this.deps.manage.list().catch(() => []);
    runInAction(() => {
      this.applications = applications;
      this.drafts = new Map(
        applications.map((a) => [a.id, { profileConsent: a.profileConsent, documentIds: a.sharedDocumentIds }]),
      );
    });
  }

  draftOf(id: string) {
    return this.drafts.get(id) ?? { profileConsent: false, documentIds: [] };
  }

  setConsent(id: string, profileConsent: boolean): void {
    this.drafts.set(id, { ...this.draftOf(id), profileConsent });
    this.savedId = null;
  }

  toggleDocument(id: string, documentId: string): void {
    const draft = this.draftOf(id);
    const documentIds = draft.documentIds.includes(documentId)
      ? draft.documentIds.filter((d) => d !== documentId)
      : [...draft.documentIds, documentId];
    this.drafts.set(id, { ...draft, documentIds });
    this.savedId = null;
  }

  async save(id: string): Promise<void> {
    this.busy = id;
    const draft = this.draftOf(id);
    const ok = await this.sharing.run(async () => {
      const updated = await this.deps.manage.execute(id, draft.profileConsent, draft.documentIds);
      runInAction(() => (this.applications = this.applications.map((a) => (a.id === id ? updated : a))));
    });
    if (ok) runInAction(() => (this.savedId = id));
  }
}
