import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Package } from '../../domain/package';
import { FollowSessionElsewhere } from '../../application/auth/FollowSessionElsewhere';
import { RestoreSession } from '../../application/auth/RestoreSession';
import { LoadPackages } from '../../application/packages/LoadPackages';
import { Connectivity } from '../../application/device/ports';
import { WaitingMessages } from '../../application/messages/ports';
import type { Prerenderable } from './prerenderedState';

/**
 * Start-up: restore the session and load the packages (spec §2, §4). A page the browser renders alone waits for both.
 * A page the server rendered is already there with its packages: it stays visible while the session is restored (the
 * header then shows the account), and only the signed-in area's guards wait for the restore.
 */
@injectable()
export class AppPresenter implements Prerenderable<{ products: Package[] }> {
  restoringSession = true;
  loadingPackages = true;
  products: Package[] = [];
  /** The page came rendered from the server: no start-up loader over content that is already shown. */
  prerendered = false;
  private started = false;
  private readonly deps: {
    restoreSession: RestoreSession;
    loadPackages: LoadPackages;
    followSession: FollowSessionElsewhere;
    waiting: WaitingMessages;
    connectivity: Connectivity;
  };

  constructor(
    @inject(RestoreSession) restoreSession: RestoreSession,
    @inject(LoadPackages) loadPackages: LoadPackages,
    @inject(FollowSessionElsewhere) followSession: FollowSessionElsewhere,
    @inject(WaitingMessages) waiting: WaitingMessages,
    @inject(Connectivity) connectivity: Connectivity,
  ) {
    this.deps = { restoreSession, loadPackages, followSession, waiting, connectivity };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  /** Whether the start-up loader covers the page. */
  get starting(): boolean {
    return !this.prerendered && (this.restoringSession || this.loadingPackages);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    // For as long as the page lives: a sign-out in another tab signs this one out too.
    this.deps.followSession.execute();
    // Messages written offline go out at the next start of a signed-in app, and whenever the connection returns.
    void this.deps.restoreSession
      .execute()
      .then((signedIn) => {
        if (!signedIn) return;
        this.deps.waiting.sendIfAny();
        this.deps.connectivity.onReturn(() => this.deps.waiting.sendIfAny());
      })
      .finally(() => runInAction(() => (this.restoringSession = false)));
    if (!this.loadingPackages) return;
    void this.deps.loadPackages.execute().then((products) =>
      runInAction(() => {
        this.products = products;
        this.loadingPackages = false;
      }),
    );
  }

  /** Server rendering: the packages for the page; a visitor of a server-rendered page has no session yet. */
  async loadForPage(): Promise<void> {
    const products = await this.deps.loadPackages.execute();
    runInAction(() => {
      this.restore({ products });
      this.restoringSession = false;
      this.started = true;
    });
  }

  snapshot(): { products: Package[] } {
    return { products: this.products };
  }

  restore({ products }: { products: Package[] }): void {
    this.products = products;
    this.loadingPackages = false;
    this.prerendered = true;
  }
}
