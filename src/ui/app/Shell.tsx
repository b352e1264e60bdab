import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../components/FullPageLoader';
import { Snackbar } from '../components/Snackbar';
import { Spinner } from '../components/Spinner';
import { SavedAdsPresenter } from '../components/favorites/SavedAdsPresenter';
import { AppPresenter } from './AppPresenter';
import { useInstance } from './ContainerContext';
import { PrerenderedState } from './prerenderedState';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollMemory } from './ScrollMemory';

const StartGate = observer(function StartGate({ children }: { children: ReactNode }) {
  const app = useInstance(AppPresenter);
  const savedAds = useInstance(SavedAdsPresenter);
  useEffect(() => {
    app.start();
    // The hearts follow the session from here on: the browser's list for visitors, the account's once signed in.
    savedAds.follow();
  }, [app, savedAds]);
  if (!app.prerendered && app.restoringSession) return <FullPageLoader />;
  if (!app.prerendered && app.loadingPackages) return <Spinner />;
  return <>{children}</>;
});

/** The server's data is for the address it rendered; once the visitor goes elsewhere, views load their own. */
function PrerenderedDataExpiry() {
  const state = useInstance(PrerenderedState);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (state.url !== null && state.url !== here) state.clear();
  }, [state, here]);
  return null;
}

/** The root route: start-up gate, scroll handling, the route announcer, and the snackbar around every page (toasts have their own root, made by the notifier on first use). */
export function Shell() {
  return (
    <>
      <StartGate>
        <PrerenderedDataExpiry />
        <ScrollMemory />
        <RouteAnnouncer />
        <Outlet />
      </StartGate>
      <Snackbar />
    </>
  );
}
