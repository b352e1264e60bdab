import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { EndOtherSessions } from '../../../application/account/EndOtherSessions';
import { EndSession } from '../../../application/account/EndSession';
import { ListSessions } from '../../../application/account/ListSessions';
import type { ActiveSession } from '../../../application/auth/ports';
import { Notifier } from '../../../application/shared/ports';
import { Submission } from '../../components/Submission';

/** The profile's "signed-in devices": loads the sessions, ends one or all others. */
@injectable()
export class SessionsPresenter {
  sessions: ActiveSession[] = [];
  loaded = false;
  /** The session being ended (its button shows busy), or "others". */
  ending: string | null = null;
  readonly loading = new Submission();
  readonly action = new Submission();
  private readonly deps: { list: ListSessions; end: EndSession; endOthers: EndOtherSessions; notifier: Notifier };

  constructor(
    @inject(ListSessions) list: ListSessions,
    @inject(EndSession) end: EndSession,
    @inject(EndOtherSessions) endOthers: EndOtherSessions,
    @inject(Notifier) notifier: Notifier,
  ) {
    this.deps = { list, end, endOthers, notifier };
    makeAutoObservable<this, 'deps'>(this, { deps: false, loading: false, action: false });
  }

  get others(): ActiveSession[] {
    return this.sessions.filter((s) => !s.current);
  }

  async load(): Promise<void> {
    await this.loading.run(async () => {
      const sessions = await this.deps.list.execute();
      runInAction(() => {
        this.sessions = sessions;
        this.loaded = true;
      });
    });
  }

  async end(id: string, doneMessage: string): Promise<void> {
    this.ending = id;
    const done = await this.action.run(() => this.deps.end.execute(id));
    runInAction(() => (this.ending = null));
    if (done) this.deps.notifier.success(doneMessage);
    await this.load();
  }

  async endOthers(doneMessage: string): Promise<void> {
    this.ending = 'others';
    const done = await this.action.run(() => this.deps.endOthers.execute());
    runInAction(() => (this.ending = null));
    if (done) this.deps.notifier.success(doneMessage);
    await this.load();
  }
}
