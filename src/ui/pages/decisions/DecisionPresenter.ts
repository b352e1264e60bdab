import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadDecision } from '../../../application/account/LoadDecision';
import { LodgeComplaint } from '../../../application/account/LodgeComplaint';
import type { Decision } from '../../../domain/decisions';
import { DomainError } from '../../../domain/errors';
import { Submission } from '../../components/Submission';

/**
 * One statement of reasons and the complaint against it. The secret from the mail's link arrives in the address's
 * fragment (never sent to a server or logged) and is kept only in memory, for this page.
 */
@injectable()
export class DecisionPresenter {
  decision: Decision | null = null;
  loading = true;
  errorCode: string | null = null;
  text = '';
  readonly complaint = new Submission();
  private secret: string | null = null;
  private readonly deps: { load: LoadDecision; lodge: LodgeComplaint };

  constructor(@inject(LoadDecision) load: LoadDecision, @inject(LodgeComplaint) lodge: LodgeComplaint) {
    this.deps = { load, lodge };
    makeAutoObservable<this, 'deps' | 'secret'>(this, { deps: false, secret: false, complaint: false });
  }

  /** `hash` is the address's fragment ("#token=…"); without one, the signed-in recipient reads it. */
  async load(id: string, hash: string): Promise<void> {
    this.secret = new URLSearchParams(hash.replace(/^#/, '')).get('token');
    this.loading = true;
    this.errorCode = null;
    this.decision = null;
    try {
      const decision = await this.deps.load.execute(id, this.secret);
      runInAction(() => (this.decision = decision));
    } catch (error) {
      const code = error instanceof DomainError ? error.code : 'INTERNAL';
      // An address that cannot name a statement (cut off, mistyped) is one that does not exist: said as such.
      runInAction(() => (this.errorCode = code === 'VALIDATION_FAILED' ? 'NOT_FOUND' : code));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setText(text: string): void {
    this.text = text;
  }

  /** Resolves true once the complaint is lodged (the page then shows it as open). */
  async lodge(): Promise<boolean> {
    const decision = this.decision;
    if (!decision?.canComplain) return false;
    return this.complaint.run(async () => {
      const updated = await this.deps.lodge.execute(decision.id, this.text, this.secret);
      runInAction(() => {
        this.decision = updated;
        this.text = '';
      });
    });
  }
}
