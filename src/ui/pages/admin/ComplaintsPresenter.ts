import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AnswerComplaint } from '../../../application/admin/AnswerComplaint';
import { LoadComplaints } from '../../../application/admin/LoadComplaints';
import type { ComplaintCase, ComplaintOutcome } from '../../../domain/decisions';
import { DomainError } from '../../../domain/errors';
import { Submission } from '../../components/Submission';

/** Complaints against decisions, each answered with reasons by a moderator who did not make the decision. */
@injectable()
export class ComplaintsPresenter {
  cases: ComplaintCase[] = [];
  loading = true;
  errorCode: string | null = null;
  /** The answer being written per complaint. */
  answers: Record<string, string> = {};
  /** The complaint whose answer is being sent, and how it went. */
  answering: string | null = null;
  readonly submission = new Submission();
  private readonly deps: { load: LoadComplaints; answer: AnswerComplaint };

  constructor(@inject(LoadComplaints) load: LoadComplaints, @inject(AnswerComplaint) answer: AnswerComplaint) {
    this.deps = { load, answer };
    makeAutoObservable<this, 'deps'>(this, { deps: false, submission: false });
  }

  async load(): Promise<void> {
    this.errorCode = null;
    try {
      const cases = await this.deps.load.execute();
      runInAction(() => (this.cases = cases));
    } catch (error) {
      runInAction(() => (this.errorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setAnswer(complaintId: string, text: string): void {
    this.answers = { ...this.answers, [complaintId]: text };
  }

  /** Resolves true when answered: the complaint leaves the list (a reversal changes what visitors see). */
  async answer(complaintId: string, outcome: ComplaintOutcome): Promise<boolean> {
    this.answering = complaintId;
    const ok = await this.submission.run(() =>
      this.deps.answer.execute(complaintId, outcome, this.answers[complaintId] ?? ''),
    );
    // A failure stays with its complaint (its field or alert shows it); an answered one leaves the list.
    if (ok)
      runInAction(() => {
        this.cases = this.cases.filter((c) => c.complaint.id !== complaintId);
        this.answering = null;
      });
    return ok;
  }
}
