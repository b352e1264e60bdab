import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ArchiveAd } from '../../../application/ads/ArchiveAd';
import { PauseAd } from '../../../application/ads/PauseAd';
import { ChooseTenant, type BoardAction } from '../../../application/applications/ChooseTenant';
import { KeepRentControlStatement } from '../../../application/applications/KeepRentControlStatement';
import { DomainError } from '../../../domain/errors';
import type { ApplicationBoard, ApplicationStatus } from '../../../domain/applications';
import { Submission } from '../../components/Submission';

/**
 * The landlord's board of one ad: applicants by stage, moved with a choice per card (keyboard and phone friendly),
 * a Zusage confirmed first (it closes the others), documents asked for and opened; failures shown at the card.
 */
@injectable()
export class ApplicationBoardPresenter {
  board: ApplicationBoard | null = null;
  loadErrorCode: string | null = null;
  /** The stage chosen in each card's "Verschieben nach" list. */
  targets = new Map<string, ApplicationStatus>();
  /** The applicant the Zusage dialog asks about. */
  accepting: string | null = null;
  /** After a Zusage: the offer to pause or archive the ad. */
  justAccepted = false;
  busy: string | null = null;
  readonly acting = new Submission();
  /** After a Zusage: the ad paused or archived from here, and what it is now. */
  readonly settling = new Submission();
  adStatus: string | null = null;
  private readonly deps: {
    choose: ChooseTenant;
    pause: PauseAd;
    archive: ArchiveAd;
    statement: KeepRentControlStatement;
  };

  constructor(
    @inject(ChooseTenant) choose: ChooseTenant,
    @inject(PauseAd) pause: PauseAd,
    @inject(ArchiveAd) archive: ArchiveAd,
    @inject(KeepRentControlStatement) statement: KeepRentControlStatement,
  ) {
    this.deps = { choose, pause, archive, statement };
    makeAutoObservable<this, 'deps'>(this, { deps: false, acting: false, settling: false, windowing: false });
  }

  /** The flat is let: the ad is paused (it keeps its runtime) or archived, as the landlord chooses. */
  /** How long a first round the landlord is about to open, in hours. */
  windowHours = 48;
  readonly windowing = new Submission();

  setWindowHours(hours: number): void {
    this.windowHours = hours;
  }

  /** Opens the fair first round for the chosen hours, or ends it (0). */
  async setWindow(hours: number): Promise<void> {
    const adId = this.board?.adId;
    if (!adId) return;
    await this.windowing.run(async () => {
      const board = await this.deps.choose.execute({ kind: 'window', adId, hours });
      runInAction(() => (this.board = board));
    });
  }

  /** Whether the first round runs now (names hidden until invited). */
  get windowOpen(): boolean {
    const ends = this.board?.windowEndsAt;
    return ends !== null && ends !== undefined && Date.parse(ends) > Date.now();
  }

  async settle(how: 'pause' | 'archive'): Promise<void> {
    const adId = this.board?.adId;
    if (!adId) return;
    await this.settling.run(async () => {
      const ad = await this.deps[how].execute(adId);
      runInAction(() => (this.adStatus = ad.status));
    });
  }

  async load(adId: string): Promise<void> {
    try {
      const board = await this.deps.choose.load(adId);
      runInAction(() => (this.board = board));
    } catch (error) {
      runInAction(() => (this.loadErrorCode = error instanceof DomainError ? error.code : 'INTERNAL'));
    }
  }

  inColumn(status: ApplicationStatus) {
    return (this.board?.applicants ?? []).filter((a) => a.status === status);
  }

  target(id: string, current: ApplicationStatus): ApplicationStatus {
    return this.targets.get(id) ?? current;
  }

  choose(id: string, status: ApplicationStatus): void {
    this.targets.set(id, status);
  }

  async move(id: string): Promise<void> {
    const status = this.targets.get(id);
    if (!status) return;
    if (status === 'accepted') {
      this.accepting = id;
      return;
    }
    await this.act(id, { kind: 'move', applicationId: id, status });
  }

  async confirmAccept(): Promise<void> {
    const id = this.accepting;
    if (!id) return;
    const ok = await this.act(id, { kind: 'move', applicationId: id, status: 'accepted' });
    runInAction(() => ((this.accepting = null), (this.justAccepted = ok)));
    // The Mietpreisbremse statement went out instead of the Zusage: the board shows it delivered, the card says why.
    if (!ok && this.acting.failure.errorCode === 'RENT_CONTROL_NOT_DISCLOSED' && this.board)
      await this.load(this.board.adId);
  }

  cancelAccept(): void {
    this.accepting = null;
  }

  requestDocuments(id: string): Promise<boolean> {
    return this.act(id, { kind: 'requestDocuments', applicationId: id });
  }

  async open(id: string, documentId: string): Promise<void> {
    this.busy = id;
    await this.acting.run(() => this.deps.choose.open(id, documentId));
  }

  /** The proof of the Mietpreisbremse statement delivered to this applicant, as its PDF. */
  async keepStatement(id: string): Promise<void> {
    this.busy = id;
    await this.acting.run(() => this.deps.statement.execute(id));
  }

  private act(id: string, action: BoardAction): Promise<boolean> {
    this.busy = id;
    return this.acting.run(async () => {
      const board = await this.deps.choose.execute(action);
      runInAction(() => {
        this.board = board;
        this.targets.delete(id);
      });
    });
  }
}
