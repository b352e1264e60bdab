import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '../components/FullPageLoader';
import { Snackbar } from '../components/Snackbar';
import { Spinner } from '../components/Spinner';
import { AppPresenter } from './AppPresenter';
import { useInstance } from './ContainerContext';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollMemory } from './ScrollMemory';

const Toasts = lazy(() => import('../components/Toasts'));

const StartGate = observer(function StartGate({ children }: { children: ReactNode }) {
  const app = useInstance(AppPresenter);
  useEffect(() => app.start(), [app]);
  if (app.restoringSession) return <FullPageLoader />;
  if (app.loadingPackages) return <Spinner />;
  return <>{children}</>;
});

/** The root route: start-up gate, scroll handling, the route announcer, snackbar and toasts around every page. */
export function Shell() {
  return (
    <>
      <StartGate>
        <ScrollMemory />
        <RouteAnnouncer />
        <Outlet />
      </StartGate>
      <Snackbar />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </>
  );
}
