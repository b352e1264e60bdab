import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { isAdmin } from '../../domain/user';
import { SessionState } from '../../application/auth/ports';
import { useInstance } from './ContainerContext';

/** The admin dashboard is for admins; anyone else is sent to their own (the API refuses them anyway). */
export const AdminOnly = observer(function AdminOnly({ children }: { children: ReactNode }) {
  const session = useInstance(SessionState);
  return isAdmin(session.user) ? <>{children}</> : <Navigate to="/app/user_dashboard" replace />;
});
