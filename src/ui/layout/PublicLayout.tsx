import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { Spinner } from '../components/Spinner';
import { DemoBanner } from './DemoBanner';
import { DeviceNotices } from './DeviceNotices';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function PublicLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <DemoBanner />
      <DeviceNotices />
      <SiteHeader />
      <main id="main" className="container page" tabIndex={-1}>
        <PageErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
