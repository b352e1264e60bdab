import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { KeepDocuments } from '../../../application/applications/KeepDocuments';
import type { DocumentKind, TenantDocument } from '../../../domain/applications';
import { Submission } from '../../components/Submission';

/** "Meine Unterlagen": upload (kind, file, progress), the list, deleting one. */
@injectable()
export class TenantDocumentsPresenter {
  documents: TenantDocument[] = [];
  kind: DocumentKind = 'payslip';
  file: File | null = null;
  progress = 0;
  /** Counted up after each upload so the page can empty its file input. */
  uploads = 0;
  readonly uploading = new Submission();
  readonly removing = new Submission();
  private readonly deps: { keep: KeepDocuments };

  constructor(@inject(KeepDocuments) keep: KeepDocuments) {
    this.deps = { keep };
    makeAutoObservable<this, 'deps'>(this, { deps: false, uploading: false, removing: false });
  }

  async load(): Promise<void> {
    const documents = await this.deps.keep.list().catch(() => []);
    runInAction(() => (this.documents = documents));
  }

  setKind(kind: DocumentKind): void {
    this.kind = kind;
  }

  setFile(file: File | null): void {
    this.file = file;
  }

  async upload(): Promise<void> {
    this.progress = 0;
    const ok = await this.uploading.run(async () => {
      const added = await this.deps.keep.execute(this.kind, this.file, (p) => runInAction(() => (this.progress = p)));
      runInAction(() => (this.documents = [added, ...this.documents]));
    });
    if (ok) runInAction(() => ((this.file = null), (this.uploads += 1)));
  }

  async remove(id: string): Promise<void> {
    const ok = await this.removing.run(() => this.deps.keep.remove(id));
    if (ok) runInAction(() => (this.documents = this.documents.filter((d) => d.id !== id)));
  }
}
