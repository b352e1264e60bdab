import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { isAdmin, type User } from '../../domain/user';
import { Logout } from '../../application/auth/Logout';
import { SessionState } from '../../application/auth/ports';

@injectable()
export class AccountPresenter {
  private readonly deps: { session: SessionState; logout: Logout };

  constructor(@inject(SessionState) session: SessionState, @inject(Logout) logout: Logout) {
    this.deps = { session, logout };
    makeAutoObservable<this, 'deps'>(this, { deps: false });
  }

  get user(): User | null {
    return this.deps.session.user;
  }

  get isAdmin(): boolean {
    return isAdmin(this.deps.session.user);
  }

  logout(): Promise<void> {
    return this.deps.logout.execute();
  }
}
