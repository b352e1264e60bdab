import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadOpenImmoTransfers } from '../../../application/openimmo/LoadOpenImmoTransfers';
import { SendOpenImmoTransfer } from '../../../application/openimmo/SendOpenImmoTransfer';
import { DownloadOpenImmoStock } from '../../../application/openimmo/DownloadOpenImmoStock';
import { SaveFeedbackEmail } from '../../../application/openimmo/SaveFeedbackEmail';
import { DomainError } from '../../../domain/errors';
import type { ObjectOutcome, TransferReport } from '../../../domain/openImmo';
import { Submission } from '../../components/Submission';

/** The seller area's OpenImmo page: send a transfer, read what became of each object, and the earlier reports. */
@injectable()
export class OpenImmoPresenter {
  file: (Blob & { name?: string }) | null = null;
  progress = 0;
  /** The report of the transfer just sent (shown first, and announced). */
  latest: TransferReport | null = null;
  transfers: TransferReport[] = [];
  loading = true;
  errorCode: string | null = null;
  readonly submission = new Submission();
  readonly exporting = new Submission();
  /** Where new enquiries are mailed as OpenImmo-Feedback, as saved; and as typed. */
  feedbackEmail: string | null = null;
  typedFeedbackEmail = '';
  readonly savingFeedbackEmail = new Submission();
  feedbackEmailSaved = false;
  private readonly deps: {
    send: SendOpenImmoTransfer;
    load: LoadOpenImmoTransfers;
    download: DownloadOpenImmoStock;
    saveFeedbackEmail: SaveFeedbackEmail;
  };

  constructor(
    @inject(SendOpenImmoTransfer) send: SendOpenImmoTransfer,
    @inject(LoadOpenImmoTransfers) load: LoadOpenImmoTransfers,
    @inject(DownloadOpenImmoStock) download: DownloadOpenImmoStock,
    @inject(SaveFeedbackEmail) saveFeedbackEmail: SaveFeedbackEmail,
  ) {
    this.deps = { send, load, download, saveFeedbackEmail };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  /** Only commercial accounts import; the server says so for others (TRADERS_ONLY), who are told where to change. */
  isTrader = true;

  /** Why the file was refused as a whole, as a code of the refusal (doctype, unsafe_path, …), else null. */
  get refusal(): string | null {
    const field = Object.keys(this.submission.failure.fieldErrors).find((f) => f.startsWith('file.'));
    return field ? field.slice('file.'.length) : null;
  }

  choose(file: (Blob & { name?: string }) | null): void {
    this.file = file;
    this.submission.reset();
  }

  async load(): Promise<void> {
    this.loading = true;
    this.errorCode = null;
    try {
      const { transfers, feedbackEmail } = await this.deps.load.execute();
      runInAction(() => {
        this.transfers = transfers;
        this.feedbackEmail = feedbackEmail;
        this.typedFeedbackEmail = feedbackEmail ?? '';
      });
    } catch (error) {
      const code = error instanceof DomainError ? error.code : 'INTERNAL';
      runInAction(() => {
        if (code === 'TRADERS_ONLY') this.isTrader = false;
        else this.errorCode = code;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  typeFeedbackEmail(value: string): void {
    this.typedFeedbackEmail = value;
    this.feedbackEmailSaved = false;
  }

  async saveFeedbackEmail(): Promise<void> {
    this.feedbackEmailSaved = false;
    await this.savingFeedbackEmail.run(async () => {
      const saved = await this.deps.saveFeedbackEmail.execute(this.typedFeedbackEmail);
      runInAction(() => {
        this.feedbackEmail = saved;
        this.typedFeedbackEmail = saved ?? '';
        this.feedbackEmailSaved = true;
      });
    });
  }

  /** The account's ads as an OpenImmo ZIP, downloaded. */
  async exportStock(): Promise<void> {
    await this.exporting.run(() => this.deps.download.execute());
  }

  async send(): Promise<void> {
    this.progress = 0;
    await this.submission.run(async () => {
      const report = await this.deps.send.execute(this.file, (fraction) =>
        runInAction(() => (this.progress = fraction)),
      );
      runInAction(() => {
        this.latest = report;
        this.transfers = [report, ...this.transfers.filter((t) => t.id !== report.id)];
        this.file = null;
      });
    });
  }
}

/** How many objects of a report ended each way, in the order the page names them. */
export function outcomeCounts(report: TransferReport): [ObjectOutcome, number][] {
  const order: ObjectOutcome[] = ['created', 'updated', 'unchanged', 'withdrawn', 'refused'];
  return order
    .map((outcome): [ObjectOutcome, number] => [outcome, report.objects.filter((o) => o.outcome === outcome).length])
    .filter(([, count]) => count > 0);
}
