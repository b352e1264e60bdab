import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isReturnPath } from '../../domain/navigation';
import { homePathFor } from '../../domain/user';
import { SessionState, type SessionEnd } from '../../application/auth/ports';
import { FullPageLoader } from '../components/FullPageLoader';
import { AppPresenter } from './AppPresenter';
import { useInstance } from './ContainerContext';

export interface ReturnState {
  from?: string;
  /** The session ended by itself (another tab, refused by the server): the sign-in page says so. */
  ended?: SessionEnd;
}

/** /app/*: a visitor goes to the login page, which sends them back here afterwards. */
export const RequireUser = observer(function RequireUser() {
  const session = useInstance(SessionState);
  const app = useInstance(AppPresenter);
  const location = useLocation();
  // After a server-rendered page the session may still be on its way: decide once it is known.
  if (app.restoringSession) return <FullPageLoader />;
  if (!session.user) {
    const state: ReturnState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      ...(session.ended ? { ended: session.ended } : {}),
    };
    return <Navigate to="/auth/login" replace state={state} />;
  }
  return <Outlet />;
});

/** /auth/*: a signed-in user goes to their dashboard. */
export const RequireGuest = observer(function RequireGuest() {
  const session = useInstance(SessionState);
  const app = useInstance(AppPresenter);
  const location = useLocation();
  if (app.restoringSession) return <FullPageLoader />;
  if (session.user) {
    const from = (location.state as ReturnState | null)?.from;
    return <Navigate to={isReturnPath(from) ? from : homePathFor(session.user)} replace />;
  }
  return <Outlet />;
});
