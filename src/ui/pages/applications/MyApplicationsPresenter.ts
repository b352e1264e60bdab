import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ManageApplications } from '../../../application/applications/ManageApplications';
import { KeepRentControlStatement } from '../../../application/applications/KeepRentControlStatement';
import type { Application, Sharing } from '../../../domain/applications';
import { Submission } from '../../components/Submission';

/**
 * My applications: where each stands, what its landlord sees now, every time a document was opened, and the choice of
 * what to share (the profile, documents once asked for). A failure is shown at the application it concerns.
 */
@injectable()
export class MyApplicationsPresenter {
  applications: Application[] = [];
  /** Per application, what the form says it should share (saved with "Freigaben speichern"). */
  drafts = new Map<string, Sharing>();
  busy: string | null = null;
  savedId: string | null = null;
  readonly sharing = new Submission();
  private readonly deps: { manage: ManageApplications; statement: KeepRentControlStatement };

  constructor(
    @inject(ManageApplications) manage: ManageApplications,
    @inject(KeepRentControlStatement) statement: KeepRentControlStatement,
  ) {
    this.deps = { manage, statement };
    makeAutoObservable<this, 'deps'>(this, { deps: false, sharing: false });
  }

  async load(): Promise<void> {
    const applications = await this.deps.manage.list().catch(() => []);
    runInAction(() => {
      this.applications = applications;
      this.drafts = new Map(
        applications.map((a) => [
          a.id,
          {
            profileConsent: a.profileConsent,
            profileBeforeViewing: a.profileBeforeViewing,
            documentIds: a.sharedDocumentIds,
          },
        ]),
      );
    });
  }

  draftOf(id: string): Sharing {
    return this.drafts.get(id) ?? { profileConsent: false, profileBeforeViewing: false, documentIds: [] };
  }

  /** Without consent there is nothing to show before a viewing either. */
  setConsent(id: string, profileConsent: boolean): void {
    const draft = this.draftOf(id);
    this.drafts.set(id, {
      ...draft,
      profileConsent,
      profileBeforeViewing: profileConsent && draft.profileBeforeViewing,
    });
    this.savedId = null;
  }

  setBeforeViewing(id: string, profileBeforeViewing: boolean): void {
    this.drafts.set(id, { ...this.draftOf(id), profileBeforeViewing });
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
      const updated = await this.deps.manage.execute(id, draft);
      runInAction(() => (this.applications = this.applications.map((a) => (a.id === id ? updated : a))));
    });
    if (ok) runInAction(() => (this.savedId = id));
  }

  /** The Mietpreisbremse statement delivered with the application, as its PDF. */
  async keepStatement(id: string): Promise<void> {
    this.busy = id;
    await this.sharing.run(() => this.deps.statement.execute(id));
  }
}
