import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DomainError } from '../../../domain/errors';
import type { Report, ReportedMessage, ReportOutcome, ReportStatus } from '../../../domain/report';
import { LoadReportedMessages } from '../../../application/admin/LoadReportedMessages';
import { LoadReports } from '../../../application/admin/LoadReports';
import { UpdateReport } from '../../../application/admin/UpdateReport';
import { TakeDownAd } from '../../../application/admin/TakeDownAd';
import { Submission } from '../../components/Submission';
import { DEFAULT_GROUND, type DecisionGround } from '../../../domain/decisions';

export type ReportFilter = ReportStatus | 'all';

/** A report's form: its status, the note, and what came of it once resolved (acted on unless dismissed). */
export interface ReportDraft {
  status: ReportStatus;
  note: string;
  outcome: ReportOutcome;
}

export function draftOf(report: Report): ReportDraft {
  return { status: report.status, note: report.note, outcome: report.outcome ?? 'actioned' };
}

/** The moderators' report queue: filter by status, read a reported conversation, move a report on with a note. */
@injectable()
export class AdminReportsPresenter {
  filter: ReportFilter = 'open';
  reports: Report[] = [];
  loading = true;
  errorCode: string | null = null;
  /** What each report's form holds before it is saved. */
  drafts: Record<string, ReportDraft> = {};
  /** The messages of the reported conversations opened so far. */
  conversations: Record<string, ReportedMessage[]> = {};
  savingId: string | null = null;
  savedId: string | null = null;
  /** The report whose ad waits for a take-down reason and confirmation; the ads taken down so far. */
  takingDown: Report | null = null;
  takeDownReason = '';
  takeDownGround: DecisionGround = DEFAULT_GROUND.ad_taken_down;
  takenDownAdIds: string[] = [];
  readonly takeDown = new Submission();
  private readonly deps: {
    load: LoadReports;
    messages: LoadReportedMessages;
    update: UpdateReport;
    takeDown: TakeDownAd;
  };

  constructor(
    @inject(LoadReports) load: LoadReports,
    @inject(LoadReportedMessages) messages: LoadReportedMessages,
    @inject(UpdateReport) update: UpdateReport,
    @inject(TakeDownAd) takeDown: TakeDownAd,
  ) {
    this.deps = { load, messages, update, takeDown };
    makeAutoObservable<this, 'deps'>(this, { deps: false, takeDown: false });
  }

  askTakeDown(report: Report | null): void {
    this.takingDown = report;
    this.takeDownReason = '';
    this.takeDownGround = DEFAULT_GROUND.ad_taken_down;
    this.takeDown.reset();
  }

  setTakeDownGround(ground: DecisionGround): void {
    this.takeDownGround = ground;
  }

  setTakeDownReason(reason: string): void {
    this.takeDownReason = reason;
  }

  /**
   * Takes the reported ad offline (its owner is told why). The take-down settles the ad's open reports (the server
   * resolves them as acted on and tells their reporters once), so the cards shown are read again: they say so.
   */
  async confirmTakeDown(): Promise<void> {
    const adId = this.takingDown?.ad?.id;
    if (!adId) return;
    const ok = await this.takeDown.run(() =>
      this.deps.takeDown.execute(adId, this.takeDownReason, this.takeDownGround),
    );
    if (ok) {
      runInAction(() => {
        this.takenDownAdIds = [...this.takenDownAdIds, adId];
        this.takingDown = null;
      });
      await this.refreshShown();
    }
  }

  /** The cards shown, as the server has them now (kept in place, whatever the filter says of them now). */
  private async refreshShown(): Promise<void> {
    try {
      const now = new Map((await this.deps.load.execute('all')).map((r) => [r.id, r]));
      runInAction(() => {
        this.reports = this.reports.map((r) => now.get(r.id) ?? r);
        for (const report of this.reports)
          if (report.status === 'resolved') this.drafts = { ...this.drafts, [report.id]: draftOf(report) };
      });
    } catch {
      // The take-down stands; the list shows the new state on its next load.
    }
  }

  async load(filter: ReportFilter = this.filter): Promise<void> {
    this.filter = filter;
    this.loading = true;
    this.errorCode = null;
    try {
      const reports = await this.deps.load.execute(filter);
      runInAction(() => {
        this.reports = reports;
        this.drafts = Object.fromEntries(reports.map((r) => [r.id, draftOf(r)]));
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async showConversation(reportId: string): Promise<void> {
    if (this.conversations[reportId]) return;
    try {
      const messages = await this.deps.messages.execute(reportId);
      runInAction(() => (this.conversations = { ...this.conversations, [reportId]: messages }));
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    }
  }

  edit(reportId: string, change: Partial<ReportDraft>): void {
    this.drafts = { ...this.drafts, [reportId]: { ...this.drafts[reportId]!, ...change } };
    if (this.savedId === reportId) this.savedId = null;
  }

  async save(reportId: string): Promise<void> {
    const draft = this.drafts[reportId];
    if (!draft) return;
    this.savingId = reportId;
    this.errorCode = null;
    try {
      const saved = await this.deps.update.execute(reportId, draft);
      runInAction(() => {
        this.reports = this.reports.map((r) => (r.id === reportId ? saved : r));
        this.savedId = reportId;
      });
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.savingId = null));
    }
  }
}
