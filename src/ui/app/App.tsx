import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Container } from 'inversify';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { FullPageLoader } from '../components/FullPageLoader';
import { Snackbar } from '../components/Snackbar';
import { Spinner } from '../components/Spinner';
import { AppPresenter } from './AppPresenter';
import { ContainerProvider, useInstance } from './ContainerContext';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollToTop } from './ScrollToTop';
import { AppRoutes } from './AppRoutes';

const Toasts = lazy(() => import('../components/Toasts'));

const StartGate = observer(function StartGate({ children }: { children: ReactNode }) {
  const app = useInstance(AppPresenter);
  useEffect(() => app.start(), [app]);
  if (app.restoringSession) return <FullPageLoader />;
  if (app.loadingPackages) return <Spinner />;
  return <>{children}</>;
});

/** Everything inside a router; the router itself is chosen by the caller (browser or memory in tests). */
export function App({ container, i18n }: { container: Container; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <StartGate>
          <ScrollToTop />
          <RouteAnnouncer />
          <AppRoutes />
        </StartGate>
        <Snackbar />
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </ContainerProvider>
    </I18nextProvider>
  );
}
